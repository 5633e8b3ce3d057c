## A mensagem de turno (os únicos controlos ativos), o que aconteceu desde o último turno de alguém,
## o lembrete a meio do tempo, e `/azul mesa`.

turn-header = { $who }, é a tua vez — ronda { $round }.
turn-header-gray = { $who }, é a tua vez — ronda { $round }, parede cinzenta.
turn-clock = ⏳ O tempo acaba { $when }; depois o piloto automático joga este turno.
step-place = Colocação na parede: põe o azulejo da { $line } ({ color }) na parede — escolhe uma coluna.
step-source = Tirar azulejos: escolhe uma fábrica ou o centro.
step-color = { $source } — escolhe uma cor.
step-line = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  } ({ $source }) — escolhe uma { -pattern-line } ou o chão.
source-placeholder = Tirar azulejos de…
button-back = Voltar
button-hint = Dica
since-more = …e mais { $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
      } antes destas:

reminder = ⏰ { $who }, o teu turno de Azul está à espera (ronda { $round }).
reminder-clock = ⏰ { $who }, o teu turno de Azul está à espera (ronda { $round }). O tempo acaba { $when }; depois o piloto automático joga por ti.

button-take-back = Recuperar o meu lugar
board-turn-yours = Ronda { $round } — é a tua vez.
board-turn-other = Ronda { $round } — é a vez de { $who }.
board-on-autopilot = O piloto automático está a jogar o teu lugar. Recupera-o para jogares os teus turnos.
board-not-started = O jogo ainda não começou: { $seated } à mesa, à espera de que quem organiza carregue em Começar.
button-my-board = O meu tabuleiro
button-undo = Anular
step-pick = Tirar azulejos: escolhe os azulejos (uma fábrica ou o centro, e uma cor).
# Um botão (origem, cor): "F3 · 2" com o quadrado da cor.
pick-label = { $source } · { $count }
source-short = { $source ->
    [center] Centro
   *[display] F{ $number }
  }
supply-line = Saco { $bag } · tampa { $lid } · na mesa { $out }
undone = ↩️ { $who } anulou a sua jogada{ $replies ->
    [0] {""}
    [one] {" "}e a resposta do bot
   *[other] {" "}e as respostas dos bots
  }.
undo-done = ↩️ Anulado. É outra vez a tua vez.
hint-play = Jogar isto
