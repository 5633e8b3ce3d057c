## Todas as palavras desenhadas nas imagens e seus textos alternativos (lidos por leitores de tela).
## As palavras desenhadas precisam caber em caixas pequenas: tão curtas quanto as inglesas.

# As cores dos azulejos, em minúsculas, como dentro de frases.
image-color = { $color ->
    [blue] azul
    [yellow] amarelo
    [red] vermelho
    [black] preto
   *[white] branco
  }

## A faixa e os cabeçalhos dos tabuleiros.
image-round = Rodada { $round }
image-to-play = Vez de { $who }
image-places-line = { $who } coloca a fileira { $line }
image-places-tiles = { $who } coloca azulejos
image-places-line-short = { $who }: fileira { $line }
image-places-tiles-short = { $who }: parede
image-game-over = Fim de jogo
image-pill-to-play = JOGANDO
image-pill-placing = COLOCANDO
image-your-turn = Sua vez
image-you-place-line = Você coloca a fileira { $line }
image-floor = Chão
image-center = { $tiles ->
    [0] Centro · vazio
    [one] Centro · { $tiles } azulejo
   *[other] Centro · { $tiles } azulejos
  }
image-center-short = Centro · { $tiles }
image-center-empty = Centro · vazio
image-variant = { $variant ->
    [gray] Parede cinza
   *[standard] Parede colorida
  }
image-seat = Jogador { $number }

## O estoque (azulejos na mesa, no saco, na tampa).
image-supply-table = Mesa
image-supply-bag = Saco
image-supply-lid = Tampa
image-totals = Saco { $bag } · tampa { $lid } · mesa { $table }

## As jogadas desde o último turno, no cabeçalho.
image-move-what = { $who } pegou { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }
image-move-what-marker = { $who } pegou { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  } + marcador
image-move-source = { $source ->
    [center] centro
   *[display] Expositor { $number }
  }
image-move-to-line = fileira { $line }
image-move-to-floor = chão
image-move-floor-count = { $count } chão
image-move-lid-count = { $count } tampa
image-move-line = { $who }: { $count }, { $source } → { $target }
image-move-source-short = { $source ->
    [center] centro
   *[display] expositor { $number }
  }
image-move-target = { $line ->
    [floor] chão
   *[line] fileira { $number }
  }

## O resumo da rodada.
image-round-scored = Rodada { $round } pontuada
image-starts-round = { $who } começa a rodada { $round }
image-line = Fileira { $line }
image-reason = { $kind ->
    [both] linha de { $across } + coluna de { $down }
    [row] linha de { $across }
    [column] coluna de { $down }
   *[none] sem vizinhos
  }
image-reason-short = { $kind ->
    [both] { $across } horiz., { $down } vert.
    [row] { $across } horiz.
    [column] { $down } vert.
   *[none] isolado
  }
image-no-free-column = sem coluna livre
image-no-free-column-long = sem coluna livre, para o chão
image-no-full-line = Nenhuma fileira completa
image-was = era { $score }
image-this-round = { $change } nesta rodada
image-floor-empty = Chão: vazio

## O resultado final.
image-not-finished = Jogo não terminado
image-wins = { $who } vence
image-shared-win = Vitória dividida: { $who }
image-names-and = { " & " }
image-with-points = com { $score ->
        [0] { $score } pontos
        [one] { $score } ponto
       *[other] { $score } pontos
      }
image-complete-rows = { $rows ->
    [0] { $rows } linhas completas
    [one] { $rows } linha completa
   *[other] { $rows } linhas completas
  }
image-shared-reason = { $score ->
        [0] { $score } pontos
        [one] { $score } ponto
       *[other] { $score } pontos
      } e { image-complete-rows } cada
image-tie-reason = Empate em { $score }, decidido por linhas completas: { $rows } a { $best }
image-wins-with = { $who } vence com { $score ->
        [0] { $score } pontos
        [one] { $score } ponto
       *[other] { $score } pontos
      }
image-wins-tie = { $who } vence o desempate em { $score }: { image-complete-rows } a { $best }
image-shared-win-sentence = Vitória dividida: { $who }, { $score ->
        [0] { $score } pontos
        [one] { $score } ponto
       *[other] { $score } pontos
      } e { image-complete-rows } cada
image-points = pontos
image-before-bonuses = Antes dos bônus
image-rows-bonus = Linhas  { $count } × 2
image-columns-bonus = Colunas  { $count } × 7
image-colors-bonus = Cores  { $count } × 10
image-final-score = Pontuação final
image-chart-title = Pontos por rodada
image-chart-start = R0
image-chart-round = R{ $round }
image-chart-final = Fim

## Os exemplos de pontuação de /azul ajuda.
image-scoring-title = { $kind ->
    [row] Pontuar uma linha
    [column] Pontuar uma coluna
    [both] Linha e coluna
   *[floor] A linha de chão
  }
image-scoring-explain = { $kind ->
    [row] { $across ->
        [0] { $across } azulejos
        [one] { $across } azulejo
       *[other] { $across } azulejos
      } na linha: { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      }
    [column] { $down ->
        [0] { $down } azulejos
        [one] { $down } azulejo
       *[other] { $down } azulejos
      } na coluna: { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      }
   *[both] { $across } na linha + { $down } na coluna: { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      }
  }
image-new-tile = Azulejo novo
image-floor-explain = O marcador e cada azulejo perdem os pontos acima deles: { $penalties } = { $total }

## As imagens da análise do jogo.
image-review-chart-title = Margem esperada, jogada a jogada
image-review-round-short = R{ $round }
image-review-played = Jogada
image-review-better = Melhor
image-review-loss = −{ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [0] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } ponto
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos
  }
image-review-center = Centro
image-review-source = { $source ->
    [center] centro
   *[display] expositor { $number }
  }
image-review-column = coluna { $number }
image-review-draft = { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }, { $source } → { $target }
image-review-spill = { $target } +{ $count } chão
image-review-place = { image-color } → { $column }

## Textos alternativos (não desenhados; lidos por leitores de tela). Frases, palavras inteiras.
image-alt-table-intro = Mesa de Azul, rodada { $round }, { $players ->
        [0] { $players } jogadores
        [one] { $players } jogador
       *[other] { $players } jogadores
      }, { $variant ->
    [gray] parede cinza
   *[standard] parede colorida
  }.
image-alt-my-board-intro = Azul, o tabuleiro de { $viewer } de perto, rodada { $round }, { $players ->
        [0] { $players } jogadores
        [one] { $players } jogador
       *[other] { $players } jogadores
      }, { $variant ->
    [gray] parede cinza
   *[standard] parede colorida
  }.
image-alt-moves-intro = { $count ->
    [0] As { $count } jogadas desde o último turno:
    [one] A jogada desde o último turno:
   *[other] As { $count } jogadas desde o último turno:
  }
# Sem artigo: as frases dizem "do { $from }" (centro e expositor são masculinos).
image-alt-source = { $source ->
    [center] centro
   *[display] expositor { $number }
  }
image-alt-move = { $index }. { $who } pegou { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }{ $marker ->
    [yes] {" "}e o marcador de primeiro jogador
   *[no] {""}
  } do { $from }.
image-alt-move-parts = { $index }. { $who } pegou { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }{ $marker ->
    [yes] {" "}e o marcador de primeiro jogador
   *[no] {""}
  } do { $from }: { $parts }.
image-alt-to-line = { $count } na fileira { $line }
image-alt-to-floor = { $count } no chão
image-alt-to-lid = { $count } na tampa
image-alt-over = O jogo acabou.
image-alt-to-place = { $who } vai colocar { $line ->
    [none] azulejos
   *[line] a fileira { $number }
  } na parede.
image-alt-to-play = Vez de { $who }.
image-alt-scores = Pontuação: { $list }.
image-alt-score = { $who } { $score }
image-alt-marker = { $who } tem o marcador de primeiro jogador.
image-alt-displays = Expositores: { $list }.
image-alt-display = { $number }: { $tiles }
image-alt-all-displays-empty = Todos os expositores estão vazios.
image-alt-center = Centro: { $tiles }.
image-alt-center-marker = Centro: { $tiles }, e o marcador de primeiro jogador.
image-alt-center-only-marker = Centro: o marcador de primeiro jogador.
image-alt-center-empty = O centro está vazio.
image-alt-supply = Na mesa: { $table }. No saco: { $bag }. Na tampa: { $lid }.
image-alt-none = nenhum
image-alt-count = { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }
image-alt-picked-source = Escolhido: { $source }.
image-alt-picked = Escolhido: { $color } do { $source }.
image-alt-board = { $who }: { $score ->
        [0] { $score } pontos
        [one] { $score } ponto
       *[other] { $score } pontos
      }; { $lines }; chão { $floor ->
    [0] vazio
    [one] { $floor } azulejo
   *[other] { $floor } azulejos
  }.
image-alt-line = fileira { $line }: { $count } de { $color }
image-alt-line-empty = fileira { $line } vazia
image-alt-summary-intro = Azul, rodada { $round } pontuada.
image-alt-no-round = Resumo da rodada de Azul: nenhuma rodada foi pontuada ainda.
image-alt-placed = { $color } na fileira { $line } +{ $points }
image-alt-dumped = a fileira { $line } não tinha coluna livre
image-alt-floor = chão { $penalty }
image-alt-player = { $who }: de { $before } para { $after }.
image-alt-player-details = { $who }: de { $before } para { $after } ({ $details }).
image-alt-starts-next = { $who } começa a próxima rodada.
image-alt-not-over = Resultado final de Azul: o jogo ainda não acabou.
image-alt-final-intro = Resultado final de Azul depois de { $rounds ->
    [0] { $rounds } rodadas
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
  }.
image-alt-shared = { $who } dividem a vitória, com empate em pontos e em linhas completas.
image-alt-by-rows = { $who } vence o desempate por linhas completas.
image-alt-wins = { $who } vence.
image-alt-final-player = { $who } { $score ->
    [0] { $score } pontos
    [one] { $score } ponto
   *[other] { $score } pontos
  } (bônus +{ $bonus }: { $rows ->
    [0] { $rows } linhas
    [one] { $rows } linha
   *[other] { $rows } linhas
  }, { $columns ->
    [0] { $columns } colunas
    [one] { $columns } coluna
   *[other] { $columns } colunas
  }, { $colors ->
    [0] { $colors } cores
    [one] { $colors } cor
   *[other] { $colors } cores
  }; { $complete ->
    [0] { $complete } linhas completas
    [one] { $complete } linha completa
   *[other] { $complete } linhas completas
  }).
image-alt-scoring = { $kind ->
    [row] Exemplo de pontuação: um azulejo colocado ao lado de dois azulejos na sua linha marca um ponto por azulejo da linha que forma, 3 pontos.
    [column] Exemplo de pontuação: um azulejo colocado abaixo de três azulejos da sua coluna marca um ponto por azulejo da coluna, 4 pontos.
    [both] Exemplo de pontuação: um azulejo que forma uma linha de 3 e uma coluna de 2 marca as duas, 5 pontos.
   *[floor] Exemplo de pontuação: 4 azulejos na linha de chão perdem 1, 1, 2 e 2 pontos, 6 pontos no total.
  }
image-alt-record = O jogo inteiro, jogada por jogada, num arquivo azul-record/1 ({ $file }).
image-alt-review-chart = Gráfico da margem esperada de cada jogador sobre o melhor dos outros depois de cada uma das { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
      } do jogo. No fim: { $ends }.
image-alt-review-position = Rodada { $round }, vez de { $name }. Jogada: { $played }. Melhor: { $better }, que vale { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [0] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos esperados
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } ponto esperado
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos esperados
  } a mais.
