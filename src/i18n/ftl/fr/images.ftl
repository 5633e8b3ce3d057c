## Tous les mots dessinés dans les images et leurs textes alternatifs (lus par les lecteurs d’écran).
## Les mots dessinés doivent tenir dans de petites cases : aussi courts que les anglais.

# Les couleurs des tuiles (féminin), en minuscules, comme dans une phrase.
image-color = { $color ->
    [blue] bleue
    [yellow] jaune
    [red] rouge
    [black] noire
   *[white] blanche
  }

## Le bandeau et les en-têtes des plateaux.
image-round = Manche { $round }
image-to-play = Au tour de { $who }
image-places-line = { $who } pose la ligne { $line }
image-places-tiles = { $who } pose des tuiles
image-places-line-short = { $who } : ligne { $line }
image-places-tiles-short = { $who } : mur
image-game-over = Partie terminée
image-pill-to-play = JOUE
image-pill-placing = POSE
image-your-turn = À toi
image-you-place-line = Tu poses la ligne { $line }
image-floor = Plancher
image-center = { $tiles ->
    [0] Centre · vide
    [one] Centre · { $tiles } tuile
   *[other] Centre · { $tiles } tuiles
  }
image-center-short = Centre · { $tiles }
image-center-empty = Centre · vide
image-variant = { $variant ->
    [gray] Mur gris
   *[standard] Mur coloré
  }
image-seat = Joueur { $number }

## La réserve (tuiles sur la table, dans le sac, dans le couvercle).
image-supply-table = Jeu
image-supply-bag = Sac
image-supply-lid = Boîte
image-totals = Sac { $bag } · couvercle { $lid } · en jeu { $table }

## Les coups depuis le dernier tour, dans l’en-tête.
image-move-what = { $who } a pris { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  }
image-move-what-marker = { $who } a pris { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  } + marqueur
image-move-source = { $source ->
    [center] centre
   *[display] Fabrique { $number }
  }
image-move-to-line = ligne { $line }
image-move-to-floor = plancher
image-move-floor-count = { $count } plancher
image-move-lid-count = { $count } couvercle
image-move-line = { $who } : { $count }, { $source } → { $target }
image-move-source-short = { $source ->
    [center] centre
   *[display] fabrique { $number }
  }
image-move-target = { $line ->
    [floor] plancher
   *[line] ligne { $number }
  }

## Le bilan de la manche.
image-round-scored = Manche { $round } décomptée
image-starts-round = { $who } ouvre la manche { $round }
image-line = Ligne { $line }
image-reason = { $kind ->
    [both] rangée de { $across } + colonne de { $down }
    [row] rangée de { $across }
    [column] colonne de { $down }
   *[none] sans voisine
  }
image-reason-short = { $kind ->
    [both] { $across } horiz., { $down } vert.
    [row] { $across } horiz.
    [column] { $down } vert.
   *[none] seule
  }
image-no-free-column = aucune colonne libre
image-no-free-column-long = aucune colonne libre, au plancher
image-no-full-line = Aucune ligne complète
image-was = avant : { $score }
image-this-round = { $change } cette manche
image-floor-empty = Plancher : vide

## Les résultats finaux.
image-not-finished = Partie non terminée
image-wins = { $who } l’emporte
image-shared-win = Victoire partagée : { $who }
image-names-and = { " & " }
image-with-points = avec { $score ->
        [one] { $score } point
       *[other] { $score } points
      }
image-complete-rows = { $rows ->
    [one] { $rows } rangée complète
   *[other] { $rows } rangées complètes
  }
image-shared-reason = { $score ->
        [one] { $score } point
       *[other] { $score } points
      } et { image-complete-rows } par personne
image-tie-reason = Égalité à { $score }, gagnée aux rangées complètes : { $rows } contre { $best }
image-wins-with = { $who } l’emporte avec { $score ->
        [one] { $score } point
       *[other] { $score } points
      }
image-wins-tie = { $who } gagne le départage à { $score } : { image-complete-rows } contre { $best }
image-shared-win-sentence = Victoire partagée : { $who }, { $score ->
        [one] { $score } point
       *[other] { $score } points
      } et { image-complete-rows } par personne
image-points = pts
image-before-bonuses = Avant bonus
image-rows-bonus = Rangées  { $count } × 2
image-columns-bonus = Colonnes  { $count } × 7
image-colors-bonus = Couleurs  { $count } × 10
image-final-score = Score final
image-chart-title = Score par manche
image-chart-start = M0
image-chart-round = M{ $round }
image-chart-final = Fin

## Les exemples de score de /azul aide.
image-scoring-title = { $kind ->
    [row] Marquer une rangée
    [column] Marquer une colonne
    [both] Rangée et colonne
   *[floor] Le plancher
  }
image-scoring-explain = { $kind ->
    [row] { $across ->
        [one] { $across } tuile
       *[other] { $across } tuiles
      } dans sa rangée : { $points ->
        [one] { $points } point
       *[other] { $points } points
      }
    [column] { $down ->
        [one] { $down } tuile
       *[other] { $down } tuiles
      } dans sa colonne : { $points ->
        [one] { $points } point
       *[other] { $points } points
      }
   *[both] { $across } dans sa rangée + { $down } dans sa colonne : { $points ->
        [one] { $points } point
       *[other] { $points } points
      }
  }
image-new-tile = Nouvelle tuile
image-floor-explain = Le marqueur et chaque tuile perdent les points au-dessus d’eux : { $penalties } = { $total }

## Les images de l’analyse de partie.
image-review-chart-title = Écart attendu, coup par coup
image-review-round-short = M{ $round }
image-review-played = Joué
image-review-better = Mieux
image-review-loss = −{ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } point
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points
  }
image-review-center = Centre
image-review-source = { $source ->
    [center] centre
   *[display] fabrique { $number }
  }
image-review-column = colonne { $number }
image-review-draft = { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  }, { $source } → { $target }
image-review-spill = { $target } +{ $count } plancher
image-review-place = { image-color } → { $column }

## Textes alternatifs (non dessinés ; lus par les lecteurs d’écran). Des phrases, des mots entiers.
image-alt-table-intro = Table d’Azul, manche { $round }, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
      }, { $variant ->
    [gray] mur gris
   *[standard] mur coloré
  }.
image-alt-my-board-intro = Azul, le plateau de { $viewer } de près, manche { $round }, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
      }, { $variant ->
    [gray] mur gris
   *[standard] mur coloré
  }.
image-alt-moves-intro = { $count ->
    [one] Le coup depuis le dernier tour :
   *[other] Les { $count } coups depuis le dernier tour :
  }
# Avec la préposition : « du centre », « de la fabrique 3 » (les phrases disent « a pris 3 rouges { $from } »).
image-alt-source = { $source ->
    [center] du centre
   *[display] de la fabrique { $number }
  }
image-alt-move = { $index }. { $who } a pris { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  }{ $marker ->
    [yes] {" "}et le marqueur premier joueur
   *[no] {""}
  } { $from }.
image-alt-move-parts = { $index }. { $who } a pris { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  }{ $marker ->
    [yes] {" "}et le marqueur premier joueur
   *[no] {""}
  } { $from } : { $parts }.
image-alt-to-line = { $count } sur la ligne { $line }
image-alt-to-floor = { $count } au plancher
image-alt-to-lid = { $count } au couvercle
image-alt-over = La partie est terminée.
image-alt-to-place = { $who } doit poser { $line ->
    [none] des tuiles
   *[line] la ligne { $number }
  } sur le mur.
image-alt-to-play = Au tour de { $who }.
image-alt-scores = Scores : { $list }.
image-alt-score = { $who } : { $score }
image-alt-marker = { $who } a le marqueur premier joueur.
image-alt-displays = Fabriques : { $list }.
image-alt-display = { $number } : { $tiles }
image-alt-all-displays-empty = Toutes les fabriques sont vides.
image-alt-center = Centre : { $tiles }.
image-alt-center-marker = Centre : { $tiles }, et le marqueur premier joueur.
image-alt-center-only-marker = Centre : le marqueur premier joueur.
image-alt-center-empty = Le centre est vide.
image-alt-supply = Sur la table : { $table }. Dans le sac : { $bag }. Dans le couvercle : { $lid }.
image-alt-none = aucune
image-alt-count = { $count } { $count ->
    [one] { image-color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  }
image-alt-picked-source = Choix : prendre { $source }.
image-alt-picked = Choix : { $color } { $source }.
image-alt-board = { $who } : { $score ->
        [one] { $score } point
       *[other] { $score } points
      } ; { $lines } ; plancher { $floor ->
    [0] vide
    [one] avec { $floor } tuile
   *[other] avec { $floor } tuiles
  }.
image-alt-line = ligne { $line } : { $count } de couleur { $color }
image-alt-line-empty = ligne { $line } vide
image-alt-summary-intro = Azul, manche { $round } décomptée.
image-alt-no-round = Bilan de manche d’Azul : aucune manche n’a encore été décomptée.
image-alt-placed = { $color } sur la ligne { $line } +{ $points }
image-alt-dumped = la ligne { $line } n’avait aucune colonne libre
image-alt-floor = plancher { $penalty }
image-alt-player = { $who } : de { $before } à { $after }.
image-alt-player-details = { $who } : de { $before } à { $after } ({ $details }).
image-alt-starts-next = { $who } commence la manche suivante.
image-alt-not-over = Résultats finaux d’Azul : la partie n’est pas encore terminée.
image-alt-final-intro = Résultats finaux d’Azul après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
  }.
image-alt-shared = { $who } se partagent la victoire, à égalité de points et de rangées complètes.
image-alt-by-rows = { $who } gagne le départage aux rangées complètes.
image-alt-wins = { $who } l’emporte.
image-alt-final-player = { $who } : { $score ->
    [one] { $score } point
   *[other] { $score } points
  } (bonus +{ $bonus } : { $rows ->
    [one] { $rows } rangée
   *[other] { $rows } rangées
  }, { $columns ->
    [one] { $columns } colonne
   *[other] { $columns } colonnes
  }, { $colors ->
    [one] { $colors } couleur
   *[other] { $colors } couleurs
  } ; { $complete ->
    [one] { $complete } rangée complète
   *[other] { $complete } rangées complètes
  }).
image-alt-scoring = { $kind ->
    [row] Exemple de score : une tuile posée à côté de deux tuiles de sa rangée marque un point par tuile de la rangée qu’elle rejoint, 3 points.
    [column] Exemple de score : une tuile posée sous trois tuiles de sa colonne marque un point par tuile de la colonne, 4 points.
    [both] Exemple de score : une tuile qui rejoint une rangée de 3 et une colonne de 2 marque les deux, 5 points.
   *[floor] Exemple de score : 4 tuiles sur le plancher perdent 1, 1, 2 et 2 points, 6 points en tout.
  }
image-alt-record = Toute la partie, coup par coup, dans un fichier azul-record/1 ({ $file }).
image-alt-review-chart = Graphique de l’écart attendu de chaque joueur sur le meilleur des autres après chacun des { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
      } de la partie. À la fin : { $ends }.
image-alt-review-position = Manche { $round }, au tour de { $name }. Joué : { $played }. Mieux : { $better }, qui vaut { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
    [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } point attendu
   *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points attendus
  } de plus.
