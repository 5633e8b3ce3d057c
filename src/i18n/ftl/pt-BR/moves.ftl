## O que aconteceu, como os jogadores dizem: jogadas, o início, um cancelamento.

player-fallback = Jogador { $number }

# "Ana pegou 3 vermelhos do Expositor 2: 2 na Fileira 2 (completa), 1 no chão."
move-drafted = { $who } pegou { $phrase }.
move-drafted-marker = { $who } pegou { $phrase }. E ficou com o { -first-player-marker }.
# "Rui colocou o azulejo da Fileira 3 (vermelho) na Coluna 4."
move-placed = { $who } colocou o azulejo da { $line } ({ color }) na { $column }.
# "3 vermelhos do Expositor 2: 2 na Fileira 2 (completa), 1 no chão"
draft-phrase = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  } do { $source }: { $where }
draft-to-line = { $count } na { $line }
draft-to-line-full = { $count } na { $line } (completa)
draft-to-floor = { $count } no chão
draft-to-lid = { $count } na tampa (chão cheio)
draft-nothing = nada colocado
move-by-autopilot = { $move } (jogado pelo piloto automático por { $who })

game-started = O jogo começou. **{ $who }** começa.
game-started-random = O jogo começou. **{ $who }** começa (sorteio).
cancel-abandoned = { $who } saiu e não sobrou nenhuma pessoa na mesa: o jogo termina aqui, sem pontuação. Comece outro com `/azul novo`.
cancel-cancelled = { $stage ->
    [lobby] { $who } cancelou este lobby de Azul antes de o jogo começar.
   *[game] { $who } cancelou este jogo de Azul.
  }
