## Ce qui s’est passé, comme les joueurs le disent : coups, le début, une annulation.

player-fallback = Joueur { $number }

# « Ana a pris 3 rouges (Fabrique 2) : 2 sur la Ligne 2 (complète), 1 au plancher. »
move-drafted = { $who } a pris { $phrase }.
move-drafted-marker = { $who } a pris { $phrase }. Et aussi le { -first-player-marker }.
# « Rui a posé la tuile de la Ligne 3 (rouge) en Colonne 4. »
move-placed = { $who } a posé la tuile de la { $line } ({ color }) en { $column }.
# « 3 rouges (Fabrique 2) : 2 sur la Ligne 2 (complète), 1 au plancher »
draft-phrase = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  } ({ $source }) : { $where }
draft-to-line = { $count } sur la { $line }
draft-to-line-full = { $count } sur la { $line } (complète)
draft-to-floor = { $count } au plancher
draft-to-lid = { $count } dans le couvercle (plancher plein)
draft-nothing = rien de posé
move-by-autopilot = { $move } (joué par le pilote automatique pour { $who })

game-started = La partie a commencé. **{ $who }** commence.
game-started-random = La partie a commencé. **{ $who }** commence (tiré au sort).
cancel-abandoned = { $who } a quitté la partie et plus aucune personne n’est à table : la partie s’arrête ici, sans score. Lance-en une autre avec `/azul nouvelle`.
cancel-cancelled = { $stage ->
    [lobby] { $who } a annulé la partie d’Azul avant son début.
   *[game] { $who } a annulé cette partie d’Azul.
  }
