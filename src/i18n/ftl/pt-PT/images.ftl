## Todas as palavras desenhadas nas imagens e os seus textos alternativos (lidos por leitores de ecrã).
## As palavras desenhadas têm de caber em caixas pequenas: tão curtas quanto as inglesas.

# As cores dos azulejos, em minúsculas, como dentro de frases.
image-color = { $color ->
    [blue] azul
    [yellow] amarelo
    [red] vermelho
    [black] preto
   *[white] branco
  }

## A faixa e os cabeçalhos dos tabuleiros.
image-round = Ronda { $round }
image-to-play = Vez de { $who }
image-places-line = { $who } coloca a linha { $line }
image-places-tiles = { $who } coloca azulejos
image-places-line-short = { $who }: linha { $line }
image-places-tiles-short = { $who }: parede
image-game-over = Fim de jogo
image-pill-to-play = A JOGAR
image-pill-placing = A COLOCAR
image-your-turn = A tua vez
image-you-place-line = Colocas a linha { $line }
image-floor = Chão
image-center = { $tiles ->
    [0] Centro · vazio
    [one] Centro · { $tiles } azulejo
   *[other] Centro · { $tiles } azulejos
  }
image-center-short = Centro · { $tiles }
image-center-empty = Centro · vazio
image-variant = { $variant ->
    [gray] Parede cinzenta
   *[standard] Parede colorida
  }
image-seat = Jogador { $number }

## O estoque (azulejos na mesa, no saco, na tampa).
image-supply-table = Mesa
image-supply-bag = Saco
image-supply-lid = Tampa
image-totals = Saco { $bag } · tampa { $lid } · mesa { $table }

## As jogadas desde o último turno, no cabeçalho.
image-move-what = { $who } tirou { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }
image-move-what-marker = { $who } tirou { $count } { $count ->
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
   *[display] Fábrica { $number }
  }
image-move-to-line = linha { $line }
image-move-to-floor = chão
image-move-floor-count = { $count } chão
image-move-lid-count = { $count } tampa
image-move-line = { $who }: { $count }, { $source } → { $target }
image-move-source-short = { $source ->
    [center] centro
   *[display] fábrica { $number }
  }
image-move-target = { $line ->
    [floor] chão
   *[line] linha { $number }
  }

## O resumo da ronda.
image-round-scored = Ronda { $round } pontuada
image-starts-round = { $who } começa a ronda { $round }
image-line = Linha { $line }
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
image-no-full-line = Nenhuma linha completa
image-was = era { $score }
image-this-round = { $change } nesta ronda
image-floor-empty = Chão: vazio

## O resultado final.
image-not-finished = Jogo por terminar
image-wins = { $who } vence
image-shared-win = Vitória partilhada: { $who }
image-names-and = { " & " }
image-with-points = com { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
      }
image-complete-rows = { $rows ->
    [one] { $rows } linha completa
   *[other] { $rows } linhas completas
  }
image-shared-reason = { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
      } e { image-complete-rows } cada
image-tie-reason = Empate em { $score }, decidido por linhas completas: { $rows } a { $best }
image-wins-with = { $who } vence com { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
      }
image-wins-tie = { $who } vence o desempate em { $score }: { image-complete-rows } a { $best }
image-shared-win-sentence = Vitória partilhada: { $who }, { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
      } e { image-complete-rows } cada
image-points = pontos
image-before-bonuses = Antes dos bónus
image-rows-bonus = Linhas  { $count } × 2
image-columns-bonus = Colunas  { $count } × 7
image-colors-bonus = Cores  { $count } × 10
image-final-score = Pontuação final
image-chart-title = Pontos por ronda
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
        [one] { $across } azulejo
       *[other] { $across } azulejos
      } na linha: { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      }
    [column] { $down ->
        [one] { $down } azulejo
       *[other] { $down } azulejos
      } na coluna: { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      }
   *[both] { $across } na linha + { $down } na coluna: { $points ->
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
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } ponto
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos
  }
image-review-center = Centro
image-review-source = { $source ->
    [center] centro
   *[display] fábrica { $number }
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
image-alt-table-intro = Mesa de Azul, ronda { $round }, { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
      }, { $variant ->
    [gray] parede cinzenta
   *[standard] parede colorida
  }.
image-alt-my-board-intro = Azul, o tabuleiro de { $viewer } de perto, ronda { $round }, { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
      }, { $variant ->
    [gray] parede cinzenta
   *[standard] parede colorida
  }.
image-alt-moves-intro = { $count ->
    [one] A jogada desde o último turno:
   *[other] As { $count } jogadas desde o último turno:
  }
# Com a preposição: "do centro", "da fábrica 3" (as frases dizem "tirou 3 vermelhos { $from }").
image-alt-source = { $source ->
    [center] do centro
   *[display] da fábrica { $number }
  }
image-alt-move = { $index }. { $who } tirou { $count } { $count ->
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
  } { $from }.
image-alt-move-parts = { $index }. { $who } tirou { $count } { $count ->
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
  } { $from }: { $parts }.
image-alt-to-line = { $count } na linha { $line }
image-alt-to-floor = { $count } no chão
image-alt-to-lid = { $count } na tampa
image-alt-over = O jogo acabou.
image-alt-to-place = { $who } vai colocar { $line ->
    [none] azulejos
   *[line] a linha { $number }
  } na parede.
image-alt-to-play = Vez de { $who }.
image-alt-scores = Pontuação: { $list }.
image-alt-score = { $who } { $score }
image-alt-marker = { $who } tem o marcador de primeiro jogador.
image-alt-displays = Fábricas: { $list }.
image-alt-display = { $number }: { $tiles }
image-alt-all-displays-empty = Todas as fábricas estão vazias.
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
image-alt-picked-source = A tirar { $source }.
image-alt-picked = A tirar { $color } { $source }.
image-alt-board = { $who }: { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
      }; { $lines }; chão { $floor ->
    [0] vazio
    [one] { $floor } azulejo
   *[other] { $floor } azulejos
  }.
image-alt-line = linha { $line }: { $count } de { $color }
image-alt-line-empty = linha { $line } vazia
image-alt-summary-intro = Azul, ronda { $round } pontuada.
image-alt-no-round = Resumo da ronda de Azul: nenhuma ronda foi pontuada ainda.
image-alt-placed = { $color } na linha { $line } +{ $points }
image-alt-dumped = a linha { $line } não tinha coluna livre
image-alt-floor = chão { $penalty }
image-alt-player = { $who }: de { $before } para { $after }.
image-alt-player-details = { $who }: de { $before } para { $after } ({ $details }).
image-alt-starts-next = { $who } começa a próxima ronda.
image-alt-not-over = Resultado final de Azul: o jogo ainda não acabou.
image-alt-final-intro = Resultado final de Azul depois de { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
  }.
image-alt-shared = { $who } partilham a vitória, com empate em pontos e em linhas completas.
image-alt-by-rows = { $who } vence o desempate por linhas completas.
image-alt-wins = { $who } vence.
image-alt-final-player = { $who } { $score ->
    [one] { $score } ponto
   *[other] { $score } pontos
  } (bónus +{ $bonus }: { $rows ->
    [one] { $rows } linha
   *[other] { $rows } linhas
  }, { $columns ->
    [one] { $columns } coluna
   *[other] { $columns } colunas
  }, { $colors ->
    [one] { $colors } cor
   *[other] { $colors } cores
  }; { $complete ->
    [one] { $complete } linha completa
   *[other] { $complete } linhas completas
  }).
image-alt-scoring = { $kind ->
    [row] Exemplo de pontuação: um azulejo colocado junto de dois azulejos da sua linha marca um ponto por azulejo da linha que forma, 3 pontos.
    [column] Exemplo de pontuação: um azulejo colocado abaixo de três azulejos da sua coluna marca um ponto por azulejo da coluna, 4 pontos.
    [both] Exemplo de pontuação: um azulejo que forma uma linha de 3 e uma coluna de 2 marca as duas, 5 pontos.
   *[floor] Exemplo de pontuação: 4 azulejos na linha de chão perdem 1, 1, 2 e 2 pontos, 6 pontos no total.
  }
image-alt-record = O jogo inteiro, jogada a jogada, num ficheiro azul-record/1 ({ $file }).
image-alt-review-chart = Gráfico da margem esperada de cada jogador sobre o melhor dos outros depois de cada uma das { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
      } do jogo. No fim: { $ends }.
image-alt-review-position = Ronda { $round }, vez de { $name }. Jogada: { $played }. Melhor: { $better }, que vale { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } ponto esperado
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos esperados
  } a mais.
