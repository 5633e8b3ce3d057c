## A análise do jogo: cada jogada de um jogo terminado analisada pela IA, publicada no
## tópico do jogo e mostrada por `/azul análise`. Os pontos são "pontos esperados": quanto a IA
## espera que uma jogada valha na diferença final para o melhor adversário.

cmd-review = análise
    .description = A análise pela IA de um jogo de Azul terminado (no tópico dele): precisão, erros, jogadas melhores

review-title = **Análise do jogo** — { $moves ->
        [0] { $moves } jogadas analisadas
        [one] { $moves } jogada analisada
       *[other] { $moves } jogadas analisadas
      } pela IA
review-agreement = O jogo terminou por acordo: são analisadas as jogadas até esse momento.
review-key = Precisão: a parte das jogadas de alguém a menos de { $accurate ->
    [0] { $accurate } pontos esperados
    [one] { $accurate } ponto esperado
   *[other] { $accurate } pontos esperados
  } da melhor jogada que a IA encontrou. Pontos perdidos: imprecisão a partir de { $inaccuracy }, erro a partir de { $mistake }, erro grave a partir de { $blunder }.
review-player = **{ $name }** — { $score ->
        [0] { $score } pontos
        [one] { $score } ponto
       *[other] { $score } pontos
      } · precisão **{ $accuracy }%** · { $inaccuracies ->
    [0] { $inaccuracies } imprecisões
    [one] { $inaccuracies } imprecisão
   *[other] { $inaccuracies } imprecisões
  }, { $mistakes ->
    [0] { $mistakes } erros
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
  }, { $blunders ->
    [0] { $blunders } erros graves
    [one] { $blunders } erro grave
   *[other] { $blunders } erros graves
  }
review-player-clean = Nenhuma jogada perdeu pontos.
# "Rodada 3, jogada 41: 1 amarelo do Centro para a Fileira 2 em vez de 1 azul do Centro para a Fileira 5: −5.6 pontos esperados (erro)"
review-costly = Rodada { $round }, jogada { $move }: { $played } em vez de { $better }: −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [0] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos esperados
        [one] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } ponto esperado
       *[other] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos esperados
      } ({ review-judgement })
review-judgement = { $judgement ->
    [inaccuracy] imprecisão
    [mistake] erro
    [blunder] erro grave
   *[good] uma perda pequena
  }
# Uma jogada na análise: "2 azuis do Expositor 5 para a Fileira 2", "3 vermelhos do Centro para o chão".
review-move-draft = { $tiles } { $tiles ->
    [one] { color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  } do { $source } para { $target }
review-move-floor = o chão
review-move-spill = { $move } ({ $count } no chão)
review-move-marker = { $move }, levando o { -first-player-marker }
# Parede cinza: "o vermelho da Fileira 3 para a Coluna 4".
review-move-place = o { color } da { $line } para a { $column }

review-your-costliest = Sua jogada mais cara:
review-costly-of = **{ $name }** · jogada cara { $rank } de { $count }
review-page = { $page } / { $pages }
review-button-mine = Sua análise
review-button-previous = Anterior
review-button-next = Próxima

review-unavailable = As análises de jogos não estão disponíveis agora. Tente de novo mais tarde.

history-review-button = Análise { $number }
history-review-buttons = Um botão Análise mostra a análise desse jogo pela IA, só para você.

stats-accuracy = Precisão: { $mean }% em média em { $games ->
    [0] { $games } jogos analisados
    [one] { $games } jogo analisado
   *[other] { $games } jogos analisados
  } (jogadas a menos de 1 ponto esperado da melhor da IA).

refusal-review-not-finished = Este jogo ainda não acabou: a análise vem quando ele terminar.
refusal-no-game-to-review = Não há jogo para analisar aqui: use `/azul análise` no tópico de um jogo terminado, ou os botões Análise de `/azul histórico`.
refusal-not-reviewable = Esse jogo foi cancelado ou abandonado (ou não pode ser lido): não há análise dele.
