## Ce qui est sur la table et ce que fait un choix : court, pour les limites de Discord (libellés de
## bouton 80, options de menu 100 caractères). Les mots de la règle, toujours les mêmes (voir docs/i18n/glossary-fr.md).

-display = fabrique
-center = centre de la table
-pattern-line = ligne de motif
-floor-line = plancher
-first-player-marker = marqueur premier joueur

color = { $color ->
    [blue] bleue
    [yellow] jaune
    [red] rouge
    [black] noire
   *[white] blanche
  }

# Une source par son nom : « Fabrique 3 » (comptée à partir de 1) ou « Centre ».
source-name = { $source ->
    [center] Centre
   *[display] Fabrique { $number }
  }

# « Ligne 4 » (comptée à partir de 1) ou « Plancher ».
line-name = { $line ->
    [floor] Plancher
   *[line] Ligne { $number }
  }

column-name = Colonne { $number }
column-points = Colonne { $number } (+{ $points })

# Les tuiles d’une source, les plus nombreuses d’abord : « Fabrique 3 : 2🟥 rouges, 1🟦 bleue ».
source-label = { $source } : { $tiles }
source-label-marker = { $source } : { $tiles } + { -first-player-marker }
tiles-of-color = { $count }{ $emoji } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  }

color-label = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  }

tiles = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
  }

# La ligne où va un choix, avec ce qui se passe : « Ligne 4 — 3 tuiles, la complète, +4 à la pose, 1 au plancher ».
line-label = { line-name } — { $parts }
line-part-fills = la complète
line-part-fills-points = la complète, +{ $points } à la pose
line-part-to-floor = { $count } au plancher
line-part-to-lid = { $count } au couvercle
floor-label = Plancher — { tiles }
floor-label-lid = Plancher — { tiles }, { $lid } au couvercle
