## O que está na mesa e o que uma escolha faz: curto, para os limites do Discord (etiquetas de botão 80,
## opções de menu 100 caracteres). As palavras do livro de regras, sempre as mesmas (ver docs/i18n/glossary-pt-PT.md).

-display = fábrica
-center = centro da mesa
-pattern-line = linha de padrão
-floor-line = linha de chão
-first-player-marker = marcador de primeiro jogador

color = { $color ->
    [blue] azul
    [yellow] amarelo
    [red] vermelho
    [black] preto
   *[white] branco
  }

# Uma origem pelo nome: "Fábrica 3" (contada a partir de 1) ou "Centro".
source-name = { $source ->
    [center] Centro
   *[display] Fábrica { $number }
  }

# "Linha 4" (contada a partir de 1) ou "Chão".
line-name = { $line ->
    [floor] Chão
   *[line] Linha { $number }
  }

column-name = Coluna { $number }
column-points = Coluna { $number } (+{ $points })

# Os azulejos de uma origem, os mais numerosos primeiro: "Fábrica 3: 2🟥 vermelhos, 1🟦 azul".
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
    [one] { $count } azulejo
   *[other] { $count } azulejos
  }

# A linha para onde vai uma escolha, com o que acontece: "Linha 4 — 3 azulejos, completa, +4 na parede, 1 no chão".
line-label = { line-name } — { $parts }
line-part-fills = completa
line-part-fills-points = completa, +{ $points } na parede
line-part-to-floor = { $count } no chão
line-part-to-lid = { $count } na tampa
floor-label = Chão — { tiles }
floor-label-lid = Chão — { tiles }, { $lid } na tampa
