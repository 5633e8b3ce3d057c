## Le problème du jour (/azul problème) : le problème, sa réponse, la ligne partagée, les
## statistiques, la publication quotidienne, ses réglages (/azul réglages) et les refus.

## Les commandes

cmd-puzzle = problème
    .description = Le problème du jour : trouve le meilleur coup d’une vraie position
cmd-puzzle-today = du-jour
    .description = Le problème du jour de ce serveur, en privé : trouve le meilleur coup
cmd-puzzle-stats = statistiques
    .description = Ton classement aux problèmes, les problèmes résolus et ta série
cmd-settings-puzzle-channel = salon-des-problèmes
    .description = Publier le problème du jour dans ce salon
cmd-settings-puzzle-hour = heure-du-problème
    .description = L’heure (UTC, 0–23) de publication du problème du jour (9 par défaut)
cmd-settings-puzzle-stop = arrêt-du-problème
    .description = Ne plus publier le problème du jour

## Le problème

puzzle-you = Toi
puzzle-opponent = Adversaire { $number }
puzzle-title = 🧩 **Problème du { $day }** : à toi de jouer. Trouve le meilleur coup.
puzzle-themes = Thème : { $themes }
puzzle-theme = { $theme ->
    [floor-penalty] le { -floor-line }
    [row-bonus] une rangée
    [column-bonus] une colonne
    [color-bonus] une couleur
    [first-player-marker] le { -first-player-marker }
    [denial] priver un adversaire d’une couleur
   *[round-end] la fin de la manche
  }
puzzle-difficulty = Classement du problème : { $rating }
puzzle-two-moves = Tu rejoues plus tard dans cette manche ; c’est ce premier coup qui compte.
puzzle-unavailable = Ce bot n’a pas de problèmes.

## La réponse

puzzle-right = ✅ **Bravo !** C’est le meilleur coup.
puzzle-wrong = ❌ **Ce n’est pas le meilleur coup.**
puzzle-move = { color } ({ $source }) → { $target }
puzzle-place-move = { color } ({ $line }) → colonne { $column }
puzzle-best = **Le meilleur :** { $move } — { $why }
puzzle-yours = **Le tien :** { $move } — { $why }
puzzle-other = **L’autre :** { $move } — { $why }
puzzle-then = **Ensuite**, dans cette manche : { $move }
puzzle-why-wall = remplit { $line } : une tuile au mur en colonne { $column }, { $gain }
puzzle-why-place = la tuile rapporte { $gain } en colonne { $column }
puzzle-why-row = complète la rangée { $row }
puzzle-why-column = complète la colonne { $column }
puzzle-why-color = complète la couleur { color }
puzzle-why-waits = { $line } attend encore d’autres tuiles
puzzle-why-marker = prend le { -first-player-marker }
puzzle-why-floor = { $count } au { -floor-line }
puzzle-why-floor-points = { $gain } au { -floor-line }
puzzle-why-nothing = ne marque rien dans cette manche
puzzle-gap = La recherche profonde de l’IA place le meilleur coup { NUMBER($gap, maximumFractionDigits: 1) } devant en moyenne.
puzzle-rating-change = Ton classement aux problèmes : { $before } → { $after } ({ $change })
puzzle-streak = { $streak ->
    [0] 🔥 Série : aucune
   *[other] 🔥 Série : { $streak }
  } · record : { $best }
button-puzzle-share = Partager mon résultat
puzzle-share-line = Problème Azul { $day } { $correct ->
    [yes] ✅
   *[no] ❌
  }{ $fire } ({ $rating })
puzzle-shared = { $who } : { $line }

## Les statistiques

puzzle-stats-title = 🧩 **Tes problèmes**
puzzle-stats-rating = Classement aux problèmes : { $rating }{ $provisional ->
    [yes] {" "}(provisoire)
   *[no] {""}
  }
puzzle-stats-solved = Résolus : { $solved } sur { $attempts }

## La publication quotidienne et ses réglages

puzzle-post = 🧩 **Problème du jour, { $day }** : trouve le meilleur coup. Touche Résoudre : toi seul vois ta réponse.
button-puzzle-solve = Résoudre
settings-puzzle-set = 🧩 Le problème du jour est publié dans { $channel } à { $hour } h UTC ; le prochain { $next }.
settings-puzzle-off = 🧩 Le problème du jour n’est pas publié (son heure : { $hour } h UTC).

## Refus

refusal-puzzle-stale = C’est le problème d’un autre jour : /azul problème du-jour donne celui d’aujourd’hui.
refusal-puzzle-answered = Tu as déjà répondu à ce problème : ta première réponse compte.
refusal-puzzle-not-answered = Réponds d’abord au problème, puis partage ton résultat.
refusal-no-puzzle = Aucun problème n’est encore prêt ici.
refusal-bad-hour = L’heure est un nombre entier de 0 à 23 (UTC).
