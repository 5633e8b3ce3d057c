## O resumo da ronda e a votação para terminar um jogo encravado; o resultado final.

summary-title = **Ronda { $round } pontuada**
summary-player = **{ $name }**: { $before } → { $after } ({ $delta }){ $parts }
summary-tile = { $line } { color } { $points }
summary-tile-both = { $line } { color } { $points } ({ $across } na horizontal + { $down } na vertical)
summary-tile-across = { $line } { color } { $points } ({ $across } na horizontal)
summary-tile-down = { $line } { color } { $points } ({ $down } na vertical)
summary-dumped = { $line } não tinha coluna livre: para o chão
summary-floor = chão { $points }

vote-lead = Nenhum azulejo chegou a uma parede nesta ronda. Se o jogo estiver encravado, os jogadores à mesa podem terminá-lo aqui: pontuado tal como está, com os bónus e o desempate de costume (os bots e os lugares em piloto automático concordam).
vote-tally = 🗳️ Terminar o jogo aqui? { $agreed } de { $needed } concordam.
vote-tally-names = 🗳️ Terminar o jogo aqui? { $agreed } de { $needed } concordam: { $names }.
vote-ended = 🗳️ Todos concordaram ({ $names }): o jogo terminou aqui.
vote-ended-nobody = 🗳️ Todos concordaram (nenhuma pessoa teve de votar): o jogo terminou aqui.
vote-end = Terminar o jogo aqui
vote-keep = Continuar a jogar
vote-counted = O teu voto foi contado. { $tally }
vote-counted-newest = O teu voto foi contado. { $tally } A votação continua por baixo do resumo da ronda mais recente.
vote-game-ends = Todos concordaram: o jogo termina aqui.

final-over = **Fim do jogo** ao fim de { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
  }.
final-over-agreement = **Fim do jogo**. Terminado por acordo depois da ronda { $rounds }: o jogo estava encravado (nenhum azulejo chegou a uma parede), e os jogadores concordaram em parar. Bónus e desempate como de costume.
final-shared = 🏆 Vitória partilhada: { $names } com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      } (empate nos pontos e nas linhas completas).
final-rows = 🏆 { $name } ganha: empate a { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      }, desfeito pelas linhas completas ({ $rows }).
final-score = 🏆 { $name } ganha com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
      }.
final-standing = { $rank }. **{ $name }** — { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
      } ({ $wall } antes dos bónus; { $rows ->
    [one] { $rows } linha
   *[other] { $rows } linhas
  } +{ $rowPoints }, { $columns ->
    [one] { $columns } coluna
   *[other] { $columns } colunas
  } +{ $columnPoints }, { $colors ->
    [one] { $colors } cor
   *[other] { $colors } cores
  } +{ $colorPoints })
final-thanks = { $count ->
    [one] Obrigado por teres jogado, { $people }!
   *[other] Obrigado por terem jogado, { $people }!
  }
button-rematch = Desforra
