## Le bilan de la manche et le vote pour arrêter une partie bloquée ; les résultats finaux.

summary-title = **Manche { $round } décomptée**
summary-player = **{ $name }** : { $before } → { $after } ({ $delta }){ $parts }
summary-tile = { $line } { color } { $points }
summary-tile-both = { $line } { color } { $points } ({ $across } en ligne + { $down } en colonne)
summary-tile-across = { $line } { color } { $points } ({ $across } en ligne)
summary-tile-down = { $line } { color } { $points } ({ $down } en colonne)
summary-dumped = { $line } n’avait aucune colonne libre : au plancher
summary-floor = plancher { $points }

vote-lead = Aucune tuile n’a atteint un mur cette manche. Si la partie est bloquée, les joueurs à table peuvent l’arrêter ici : décomptée en l’état, avec les bonus et le départage habituels (les bots et les places au pilote automatique sont d’accord).
vote-tally = 🗳️ Arrêter la partie ici ? { $agreed } sur { $needed } d’accord.
vote-tally-names = 🗳️ Arrêter la partie ici ? { $agreed } sur { $needed } d’accord : { $names }.
vote-ended = 🗳️ Tout le monde est d’accord ({ $names }) : la partie s’arrête ici.
vote-ended-nobody = 🗳️ Tout le monde est d’accord (aucune personne n’avait à voter) : la partie s’arrête ici.
vote-end = Arrêter la partie ici
vote-keep = Continuer à jouer
vote-counted = Ton vote est compté. { $tally }
vote-counted-newest = Ton vote est compté. { $tally } Le vote continue sous le bilan de manche le plus récent.
vote-game-ends = Tout le monde est d’accord : la partie s’arrête ici.

final-over = **Partie terminée** après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
  }.
final-over-agreement = **Partie terminée**. Arrêtée d’un commun accord après la manche { $rounds } : la partie était bloquée (aucune tuile n’atteignait un mur), et les joueurs ont accepté d’arrêter. Bonus et départage habituels.
final-shared = 🏆 Victoire partagée : { $names } avec { $points ->
        [one] { $points } point
       *[other] { $points } points
      } (à égalité de points et de rangées complètes).
final-rows = 🏆 { $name } l’emporte : égalité à { $points ->
        [one] { $points } point
       *[other] { $points } points
      }, départagée par les rangées complètes ({ $rows }).
final-score = 🏆 { $name } l’emporte avec { $points ->
        [one] { $points } point
       *[other] { $points } points
      }.
final-standing = { $rank }. **{ $name }** — { $score ->
        [one] { $score } point
       *[other] { $score } points
      } ({ $wall } avant bonus ; { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
  } +{ $rowPoints }, { $columns ->
    [one] { $columns } colonne
   *[other] { $columns } colonnes
  } +{ $columnPoints }, { $colors ->
    [one] { $colors } couleur
   *[other] { $colors } couleurs
  } +{ $colorPoints })
final-thanks = { $count ->
   *[other] Merci d’avoir joué, { $people } !
  }
button-rematch = Revanche
