## O que aconteceu, como os jogadores o dizem: jogadas, o início, um cancelamento.

player-fallback = Jogador { $number }

# "Ana tirou 3 vermelhos (Fábrica 2): 2 na Linha 2 (completa), 1 no chão."
move-drafted = { $who } tirou { $phrase }.
move-drafted-marker = { $who } tirou { $phrase }. E ficou com o { -first-player-marker }.
# "Rui colocou o azulejo da Linha 3 (vermelho) na Coluna 4."
move-placed = { $who } colocou o azulejo da { $line } ({ color }) na { $column }.
# "3 vermelhos (Fábrica 2): 2 na Linha 2 (completa), 1 no chão"
draft-phrase = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  } ({ $source }): { $where }
draft-to-line = { $count } na { $line }
draft-to-line-full = { $count } na { $line } (completa)
draft-to-floor = { $count } no chão
draft-to-lid = { $count } na tampa (chão cheio)
draft-nothing = nada colocado
move-by-autopilot = { $move } (jogado pelo piloto automático por { $who })

game-started = O jogo começou. **{ $who }** começa.
game-started-random = O jogo começou. **{ $who }** começa (por sorteio).
cancel-abandoned = { $who } saiu e não ficou nenhuma pessoa à mesa: o jogo acaba aqui, sem pontuação. Começa outro com `/azul novo`.
cancel-cancelled = { $stage ->
    [lobby] { $who } cancelou este lobby de Azul antes de o jogo começar.
   *[game] { $who } cancelou este jogo de Azul.
  }
