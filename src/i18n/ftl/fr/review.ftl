## L’analyse de la partie : chaque coup d’une partie terminée analysé par l’IA, publiée
## dans le fil de la partie et affichée par `/azul analyse`. Les points sont des « points attendus » :
## ce que l’IA estime qu’un coup vaut dans l’écart final avec le meilleur adversaire.

cmd-review = analyse
    .description = L’IA analyse une partie d’Azul terminée (dans son fil) : précision, erreurs, meilleurs coups

review-title = **Analyse de la partie** — { $moves ->
        [one] { $moves } coup analysé
       *[other] { $moves } coups analysés
      } par l’IA
review-agreement = La partie s’est arrêtée d’un commun accord : ses coups jusque-là sont analysés.
review-key = Précision : la part des coups d’une personne à moins de { $accurate ->
    [one] { $accurate } point attendu
   *[other] { $accurate } points attendus
  } du meilleur coup trouvé par l’IA. Points perdus : imprécision à partir de { $inaccuracy }, erreur à partir de { $mistake }, gaffe à partir de { $blunder }.
review-player = **{ $name }** — { $score ->
        [one] { $score } point
       *[other] { $score } points
      } · précision **{ $accuracy } %** · { $inaccuracies ->
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
  }, { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
  }, { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
  }
review-player-clean = Aucun coup n’a perdu de points.
# « Manche 3, coup 41 : 1 jaune (Centre) → Ligne 2 au lieu de 1 bleue (Centre) → Ligne 5 : −5.6 points attendus (erreur) »
review-costly = Manche { $round }, coup { $move } : { $played } au lieu de { $better } : −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [one] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } point attendu
       *[other] { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } points attendus
      } ({ review-judgement })
review-judgement = { $judgement ->
    [inaccuracy] imprécision
    [mistake] erreur
    [blunder] gaffe
   *[good] une petite perte
  }
# Un coup dans l’analyse : « 2 bleues (Fabrique 5) → Ligne 2 », « 3 rouges (Centre) → plancher ».
review-move-draft = { $tiles } { $tiles ->
    [one] { color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  } ({ $source }) → { $target }
review-move-floor = plancher
review-move-spill = { $move } ({ $count } au plancher)
review-move-marker = { $move }, avec le { -first-player-marker }
# Mur gris : « la rouge de la Ligne 3 en Colonne 4 ».
review-move-place = la { color } de la { $line } en { $column }

review-your-costliest = Ton coup le plus coûteux :
review-costly-of = **{ $name }** · coup coûteux { $rank } sur { $count }
review-page = { $page } / { $pages }
review-button-mine = Ton analyse
review-button-previous = Précédent
review-button-next = Suivant

review-unavailable = Les analyses de parties ne sont pas disponibles pour l’instant. Réessaie plus tard.

history-review-button = Analyse { $number }
history-review-buttons = Un bouton Analyse montre l’analyse de cette partie par l’IA, pour toi seulement.

stats-accuracy = Précision : { $mean } % en moyenne sur { $games ->
    [one] { $games } partie analysée
   *[other] { $games } parties analysées
  } (coups à moins de 1 point attendu du meilleur de l’IA).

refusal-review-not-finished = Cette partie n’est pas encore finie : son analyse viendra une fois terminée.
refusal-no-game-to-review = Il n’y a pas de partie à analyser ici : utilise `/azul analyse` dans le fil d’une partie terminée, ou les boutons Analyse de `/azul historique`.
refusal-not-reviewable = Cette partie a été annulée ou abandonnée (ou ne peut pas être relue) : elle n’a pas d’analyse.
