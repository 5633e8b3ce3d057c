## A mensagem de turno (os únicos controles ativos), o que aconteceu desde o último turno de alguém,
## o lembrete na metade do tempo, e `/azul mesa`.

turn-header = { $who }, sua vez — rodada { $round }.
turn-header-gray = { $who }, sua vez — rodada { $round }, parede cinza.
turn-clock = ⏳ O tempo acaba { $when }; aí o piloto automático joga este turno.
step-place = Colocação na parede: ponha o azulejo da { $line } ({ color }) na parede — escolha uma coluna.
step-source = Pegar azulejos: escolha um expositor ou o centro.
step-color = { $source } — escolha uma cor.
step-line = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  } do { $source } — escolha uma { -pattern-line } ou o chão.
source-placeholder = Pegar azulejos de…
button-back = Voltar
button-hint = Dica
since-more = …e mais { $count ->
        [0] { $count } jogadas
        [one] { $count } jogada
       *[other] { $count } jogadas
      } antes destas:

reminder = ⏰ { $who }, seu turno de Azul está esperando (rodada { $round }).
reminder-clock = ⏰ { $who }, seu turno de Azul está esperando (rodada { $round }). O tempo acaba { $when }; aí o piloto automático joga por você.

button-take-back = Retomar meu lugar
board-turn-yours = Rodada { $round } — sua vez.
board-turn-other = Rodada { $round } — vez de { $who }.
board-on-autopilot = O piloto automático está jogando seu lugar. Retome-o para jogar seus turnos por conta própria.
board-not-started = O jogo ainda não começou: { $seated } na mesa, esperando quem organiza apertar Começar.
button-my-board = Meu tabuleiro
button-undo = Desfazer
step-pick = Pegar azulejos: escolha os azulejos (um expositor ou o centro, e uma cor).
# Um botão (origem, cor): "E3 · 2" com o quadrado da cor.
pick-label = { $source } · { $count }
source-short = { $source ->
    [center] Centro
   *[display] E{ $number }
  }
supply-line = Saco { $bag } · tampa { $lid } · na mesa { $out }
undone = ↩️ { $who } desfez a própria jogada{ $replies ->
    [0] {""}
    [one] {" "}e a resposta do bot
   *[other] {" "}e as respostas dos bots
  }.
undo-done = ↩️ Desfeito. É sua vez de novo.
hint-play = Jogar isto
