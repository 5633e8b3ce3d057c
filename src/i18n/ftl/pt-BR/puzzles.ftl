## O problema do dia (/azul problema): o problema, a resposta, a linha compartilhada, as
## estatísticas, a publicação diária, suas configurações (/azul configurações) e as recusas.

## Os comandos

cmd-puzzle = problema
    .description = O problema do dia: encontre a melhor jogada de uma posição real
cmd-puzzle-today = hoje
    .description = O problema de hoje deste servidor, só para você: encontre a melhor jogada
cmd-puzzle-stats = estatísticas
    .description = Sua pontuação de problemas, os problemas resolvidos e sua sequência
cmd-settings-puzzle-channel = canal-de-problemas
    .description = Publicar o problema do dia neste canal
cmd-settings-puzzle-hour = hora-do-problema
    .description = A hora (UTC, 0–23) em que o problema do dia é publicado (padrão 9)
cmd-settings-puzzle-stop = sem-problema
    .description = Parar de publicar o problema do dia

## O problema

puzzle-you = Você
puzzle-opponent = Adversário { $number }
puzzle-title = 🧩 **Problema de { $day }**: é a sua vez. Encontre a melhor jogada.
puzzle-themes = Tema: { $themes }
puzzle-theme = { $theme ->
    [floor-penalty] a { -floor-line }
    [row-bonus] uma linha
    [column-bonus] uma coluna
    [color-bonus] uma cor
    [first-player-marker] o { -first-player-marker }
    [denial] tirar uma cor de um adversário
   *[round-end] o fim da rodada
  }
puzzle-difficulty = Pontuação do problema: { $rating }
puzzle-two-moves = Você joga de novo mais tarde nesta rodada; é esta primeira jogada que conta.
puzzle-unavailable = Este bot não tem problemas.

## A resposta

puzzle-right = ✅ **Certo!** É a melhor jogada.
puzzle-wrong = ❌ **Não é a melhor jogada.**
puzzle-move = { color } ({ $source }) → { $target }
puzzle-place-move = { color } ({ $line }) → coluna { $column }
puzzle-best = **A melhor:** { $move } — { $why }
puzzle-yours = **A sua:** { $move } — { $why }
puzzle-other = **A outra:** { $move } — { $why }
puzzle-then = **Depois**, nesta rodada: { $move }
puzzle-why-wall = enche { $line }: um azulejo para a parede na coluna { $column }, { $gain }
puzzle-why-place = o azulejo marca { $gain } na coluna { $column }
puzzle-why-row = completa a linha { $row } da parede
puzzle-why-column = completa a coluna { $column }
puzzle-why-color = completa a cor { color }
puzzle-why-waits = { $line } ainda espera mais azulejos
puzzle-why-marker = pega o { -first-player-marker }
puzzle-why-floor = { $count } para a { -floor-line }
puzzle-why-floor-points = { $gain } na { -floor-line }
puzzle-why-nothing = não pontua nada nesta rodada
puzzle-gap = A busca profunda da IA põe a melhor jogada { NUMBER($gap, maximumFractionDigits: 1) } à frente, em média.
puzzle-rating-change = Sua pontuação de problemas: { $before } → { $after } ({ $change })
puzzle-streak = { $streak ->
    [0] 🔥 Sequência: nenhuma
   *[other] 🔥 Sequência: { $streak }
  } · recorde: { $best }
button-puzzle-share = Compartilhar meu resultado
puzzle-share-line = Problema de Azul { $day } { $correct ->
    [yes] ✅
   *[no] ❌
  }{ $fire } ({ $rating })
puzzle-shared = { $who }: { $line }

## As estatísticas

puzzle-stats-title = 🧩 **Seus problemas**
puzzle-stats-rating = Pontuação de problemas: { $rating }{ $provisional ->
    [yes] {" "}(provisória)
   *[no] {""}
  }
puzzle-stats-solved = Resolvidos: { $solved } de { $attempts }

## A publicação diária e suas configurações

puzzle-post = 🧩 **Problema do dia, { $day }**: encontre a melhor jogada. Toque em Resolver: só você vê sua resposta.
button-puzzle-solve = Resolver
settings-puzzle-set = 🧩 O problema do dia é publicado em { $channel } às { $hour }:00 UTC; o próximo { $next }.
settings-puzzle-off = 🧩 O problema do dia não é publicado (sua hora: { $hour }:00 UTC).

## Recusas

refusal-puzzle-stale = Esse é o problema de outro dia: /azul problema hoje dá o de hoje.
refusal-puzzle-answered = Você já respondeu a este problema: vale a primeira resposta.
refusal-puzzle-not-answered = Responda primeiro ao problema, depois compartilhe seu resultado.
refusal-no-puzzle = Ainda não há nenhum problema pronto aqui.
refusal-bad-hour = A hora é um número inteiro de 0 a 23 (UTC).
