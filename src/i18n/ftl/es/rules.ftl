## `/azul reglas`: las reglas en breve (un mensaje de Discord, como mucho 2000 caracteres).

rules =
    {"**Azul en breve**"}
    • En tu turno toma **todos los azulejos de un color** de un { -display } (el resto pasa al { -center }) o del { -center }. Quien toma primero del { -center } se lleva también la { -first-player-marker } (cuenta como un azulejo del suelo).
    • Colócalos en **una { -pattern-line }** (la línea N admite N azulejos, de un solo color, y no un color que ya esté en esa fila del muro) o en el suelo. Los que no caben caen al suelo: −1, −1, −2, −2, −2, −3, −3.
    • Cuando todos los expositores y el { -center } están vacíos, cada **línea completa** pasa un azulejo al muro: vale 1, o la longitud de las filas y columnas a las que se une; los demás azulejos de esa línea van a la tapa. **Las líneas incompletas se quedan** como están para la ronda siguiente. Los azulejos del suelo y los sobrantes van a la tapa, y la puntuación **nunca baja de 0**.
    • Quien tiene la **{ -first-player-marker } empieza la ronda siguiente** (quien empieza la primera ronda se sortea).
    • La partida termina tras la ronda en la que alguien completa una **fila horizontal**. Bonificaciones: +{ $row } por fila completa, +{ $column } por columna completa, +{ $color } por color colocado 5 veces. Los empates los gana quien tenga más filas completas.
    • Una partida puede atascarse (azulejos que nunca podrán completar una línea). Tras una ronda en la que ningún azulejo llegó a ningún muro, el resumen de la ronda ofrece **Terminar la partida aquí**: si todos los que juegan su propia plaza están de acuerdo, la partida termina tal como está, con las bonificaciones y el desempate de siempre.
    • Variante **muro gris**: el muro no tiene colores impresos; eliges la columna de cada azulejo (ningún color dos veces en una fila o columna).

    {"**Comandos**"}: `/azul nueva [jugadores] [variante] [bots] [nivel] [tiempo-por-turno]` abre una sala (bots: rivales de IA) · `/azul mesa` la mesa, solo a ti · `/azul jugadas` las jugadas de toda la partida · `/azul mis-partidas` tus partidas en todas partes · `/azul avisos activar|desactivar` MD en tu turno · `/azul salir` salir (el piloto automático juega tu plaza) · `/azul cancelar` (host o Gestionar mensajes) · `/azul clasificación`, `/azul estadísticas`, `/azul historial` · `/azul reglas` este texto.
