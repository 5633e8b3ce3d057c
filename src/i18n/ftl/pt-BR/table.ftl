## O que está na mesa e o que uma escolha faz: curto, para os limites do Discord (rótulos de botão 80,
## opções de menu 100 caracteres). As palavras do livro de regras, sempre as mesmas (ver docs/i18n/glossary-pt-BR.md).

-display = expositor
-center = centro
-pattern-line = fileira de modelo
-floor-line = linha de chão
-first-player-marker = marcador de primeiro jogador

color = { $color ->
    [blue] azul
    [yellow] amarelo
    [red] vermelho
    [black] preto
   *[white] branco
  }

# Uma origem pelo nome: "Expositor 3" (contado a partir de 1) ou "Centro".
source-name = { $source ->
    [center] Centro
   *[display] Expositor { $number }
  }

# "Fileira 4" (contada a partir de 1) ou "Chão".
line-name = { $line ->
    [floor] Chão
   *[line] Fileira { $number }
  }

column-name = Coluna { $number }
column-points = Coluna { $number } (+{ $points })

# Os azulejos de uma origem, os mais numerosos primeiro: "Expositor 3: 2🟥 vermelhos, 1🟦 azul".
source-label = { $source }: { $tiles }
source-label-marker = { $source }: { $tiles } + { -first-player-marker }
tiles-of-color = { $count }{ $emoji } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }

color-label = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] azuis
        [yellow] amarelos
        [red] vermelhos
        [black] pretos
       *[white] brancos
      }
  }

tiles = { $count ->
    [0] { $count } azulejos
    [one] { $count } azulejo
   *[other] { $count } azulejos
  }

# A fileira para onde vai uma compra, com o que acontece: "Fileira 4 — 3 azulejos, completa, +4 na parede, 1 no chão".
line-label = { line-name } — { $parts }
line-part-fills = completa
line-part-fills-points = completa, +{ $points } na parede
line-part-to-floor = { $count } no chão
line-part-to-lid = { $count } na tampa
floor-label = Chão — { tiles }
floor-label-lid = Chão — { tiles }, { $lid } na tampa
