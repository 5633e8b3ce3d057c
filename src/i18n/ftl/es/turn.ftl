## El mensaje de turno (los únicos controles vivos), lo que pasó desde el último turno de alguien, el
## recordatorio a mitad de tiempo, y `/azul mesa`.

turn-header = { $who }, tu turno — ronda { $round }.
turn-header-gray = { $who }, tu turno — ronda { $round }, muro gris.
turn-clock = ⏳ El tiempo se acaba { $when }; entonces el piloto automático juega este turno.
step-place = Colocación en el muro: pon el azulejo de la { $line } ({ color }) — elige una columna.
step-source = Tomar azulejos: elige un expositor o el centro.
step-color = { $source } — elige un color.
step-line = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azules
        [yellow] amarillos
        [red] rojos
        [black] negros
       *[white] blancos
      }
  } del { $source } — elige una { -pattern-line } o el suelo.
source-placeholder = Tomar azulejos de…
button-back = Atrás
button-hint = Pista
since-more = …y { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
      } más antes de estas:

reminder = ⏰ { $who }, tu turno de Azul espera (ronda { $round }).
reminder-clock = ⏰ { $who }, tu turno de Azul espera (ronda { $round }). El tiempo se acaba { $when }; entonces el piloto automático juega por ti.

button-take-back = Recuperar mi plaza
board-turn-yours = Ronda { $round } — tu turno.
board-turn-other = Ronda { $round } — le toca a { $who }.
board-on-autopilot = El piloto automático juega tu plaza. Recupérala para jugar tus turnos.
board-not-started = La partida aún no ha empezado: { $seated } en la mesa, esperando a que el host pulse Empezar.
button-my-board = Mi tablero
button-undo = Deshacer
step-pick = Tomar azulejos: elige los azulejos (un expositor o el centro, y un color).
# Un botón (origen, color): "E3 · 2" con el cuadrado del color.
pick-label = { $source } · { $count }
source-short = { $source ->
    [center] Centro
   *[display] E{ $number }
  }
supply-line = Bolsa { $bag } · tapa { $lid } · en mesa { $out }
undone = ↩️ { $who } deshizo su jugada{ $replies ->
    [0] {""}
    [one] {" "}y la respuesta del bot
   *[other] {" "}y las respuestas de los bots
  }.
undo-done = ↩️ Deshecho. Vuelve a ser tu turno.
hint-play = Jugar esto
