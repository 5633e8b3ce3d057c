## `/azul regras`: as regras em resumo (uma mensagem do Discord, no máximo 2000 caracteres).

rules =
    {"**Azul em resumo**"}
    • Na tua vez, tira **todos os azulejos de uma cor** de uma { -display } (os restantes passam para o { -center }) ou do { -center }. Quem tirar primeiro do { -center } leva também o { -first-player-marker } (conta como um azulejo no chão).
    • Coloca-os numa **{ -pattern-line }** (a linha N leva N azulejos, de uma só cor, e não uma cor que já esteja nessa linha da parede) ou no chão. Os que não cabem caem para o chão: −1, −1, −2, −2, −2, −3, −3.
    • Quando todas as fábricas e o { -center } estão vazios, cada **linha completa** passa um azulejo para a parede: vale 1, ou o comprimento das sequências na linha e na coluna a que se junta; os outros azulejos dessa linha vão para a tampa. **As linhas incompletas ficam** como estão para a ronda seguinte. Os azulejos do chão e as sobras vão para a tampa, e a pontuação **nunca desce abaixo de 0**.
    • Quem tem o **{ -first-player-marker } começa a ronda seguinte** (quem começa a primeira ronda é sorteado).
    • O jogo acaba depois da ronda em que alguém completa uma **linha horizontal** da parede. Bónus: +{ $row } por linha completa, +{ $column } por coluna completa, +{ $color } por cor colocada 5 vezes. Em caso de empate ganha quem tiver mais linhas completas.
    • Um jogo pode encravar (azulejos que nunca completam uma linha). Depois de uma ronda em que nenhum azulejo chegou a nenhuma parede, o resumo da ronda propõe **Terminar o jogo aqui**: quando todos os que jogam o próprio lugar concordam, o jogo acaba tal como está, com os bónus e o desempate de costume.
    • Variante **parede cinzenta**: a parede não tem cores impressas; escolhes a coluna de cada azulejo (nenhuma cor duas vezes numa linha ou coluna).

    {"**Comandos**"}: `/azul novo [jogadores] [variante] [bots] [nível] [tempo-por-turno]` abre um lobby (bots: adversários de IA) · `/azul mesa` a mesa, só para ti · `/azul jogadas` as jogadas do jogo inteiro · `/azul meus-jogos` os teus jogos em todo o lado · `/azul avisar ativar|desativar` mensagens diretas na tua vez · `/azul sair` sair (o piloto automático fica com o teu lugar) · `/azul cancelar` (host ou Gerir mensagens) · `/azul ranking`, `/azul estatísticas`, `/azul histórico` · `/azul regras` este texto.
