## O resumo da rodada e a votação de encerramento de um jogo travado; o resultado final.

summary-title = **Rodada { $round } pontuada**
summary-player = **{ $name }**: { $before } → { $after } ({ $delta }){ $parts }
summary-tile = { $line } { color } { $points }
summary-tile-both = { $line } { color } { $points } ({ $across } na horizontal + { $down } na vertical)
summary-tile-across = { $line } { color } { $points } ({ $across } na horizontal)
summary-tile-down = { $line } { color } { $points } ({ $down } na vertical)
summary-dumped = { $line } não tinha coluna livre: para o chão
summary-floor = chão { $points }

vote-lead = Nenhum azulejo chegou a uma parede nesta rodada. Se o jogo travou, os jogadores na mesa podem encerrá-lo aqui: pontuado como está, com os bônus e o desempate de sempre (bots e lugares no piloto automático concordam).
vote-tally = 🗳️ Encerrar o jogo aqui? { $agreed } de { $needed } concordam.
vote-tally-names = 🗳️ Encerrar o jogo aqui? { $agreed } de { $needed } concordam: { $names }.
vote-ended = 🗳️ Todos concordaram ({ $names }): o jogo terminou aqui.
vote-ended-nobody = 🗳️ Todos concordaram (nenhuma pessoa precisou votar): o jogo terminou aqui.
vote-end = Encerrar o jogo aqui
vote-keep = Continuar jogando
vote-counted = Seu voto foi contado. { $tally }
vote-counted-newest = Seu voto foi contado. { $tally } A votação continua sob o resumo da rodada mais recente.
vote-game-ends = Todos concordaram: o jogo termina aqui.

final-over = **Fim de jogo** depois de { $rounds ->
    [0] { $rounds } rodadas
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
  }.
final-over-agreement = **Fim de jogo**. Encerrado por acordo depois da rodada { $rounds }: o jogo travou (nenhum azulejo chegou a uma parede), e os jogadores decidiram parar. Bônus e desempate de sempre.
final-shared = 🏆 Vitória dividida: { $names } com { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      } (empate nos pontos e nas linhas completas).
final-rows = 🏆 { $name } vence: empate em { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      }, decidido pelas linhas completas ({ $rows }).
final-score = 🏆 { $name } vence com { $points ->
        [0] { $points } pontos
        [one] { $points } ponto
       *[other] { $points } pontos
      }.
final-standing = { $rank }. **{ $name }** — { $score ->
        [0] { $score } pontos
        [one] { $score } ponto
       *[other] { $score } pontos
      } ({ $wall } antes dos bônus; { $rows ->
    [0] { $rows } linhas
    [one] { $rows } linha
   *[other] { $rows } linhas
  } +{ $rowPoints }, { $columns ->
    [0] { $columns } colunas
    [one] { $columns } coluna
   *[other] { $columns } colunas
  } +{ $columnPoints }, { $colors ->
    [0] { $colors } cores
    [one] { $colors } cor
   *[other] { $colors } cores
  } +{ $colorPoints })
final-thanks = { $count ->
    [one] Obrigado por jogar, { $people }!
   *[other] Obrigado por jogarem, { $people }!
  }
button-rematch = Revanche
