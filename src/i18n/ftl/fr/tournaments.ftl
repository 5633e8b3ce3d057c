## Tournois (/azul tournoi), saisons (/azul classement saison, /azul réglages) et leurs refus.
## Une « ronde » est une ronde de tournoi (comme aux échecs) ; une « manche » reste une manche d’une partie.

## Les commandes

cmd-tournament = tournoi
    .description = Les tournois d’Azul de ce salon : inscription, rondes, classement
cmd-tournament-new = nouveau
    .description = Ouvre l’inscription d’un tournoi dans ce salon (Gérer le serveur, ou le rôle des tournois)
cmd-tournament-name = nom
    .description = Le nom du tournoi
cmd-tournament-format = format
    .description = Suisse (par défaut), toutes rondes ou élimination directe
tournament-format-choice = { $format ->
    [swiss] système suisse
    [round-robin] toutes rondes (chacun contre chacun)
   *[elimination] élimination directe
  }
cmd-tournament-table-size = taille-de-table
    .description = Joueurs par partie au plus (2, 3 ou 4 ; 2 par défaut) ; moins là où le compte ne tombe pas juste
cmd-tournament-rounds = rondes
    .description = Suisse : combien de rondes ({ $min }–{ $max }, 3 par défaut)
cmd-tournament-turn-time = temps-par-tour
    .description = Combien de temps un tour peut durer avant que le pilote automatique le joue (par défaut : 1 jour)
cmd-tournament-variant = variante
    .description = Sur quel mur jouer (par défaut : coloré)
cmd-tournament-bots = bots
    .description = Des bots prennent les places qui resteraient vides : personne ne saute une ronde (par défaut : non)
cmd-tournament-check-in = pointage
    .description = Il faut pointer avant le début ; seuls ceux qui l’ont fait sont appariés (par défaut : non)
cmd-tournament-when = début
    .description = Quand il commence : quand tu le lances (par défaut), ou après un délai
tournament-start-choice = { $start ->
    [min15] dans 15 minutes
    [min30] dans 30 minutes
    [hour1] dans 1 heure
    [hour2] dans 2 heures
    [day1] dans 1 jour
   *[manual] quand je le lance
  }
cmd-tournament-language = langue
    .description = La langue de ses messages, images et parties (par défaut : celle du serveur)
cmd-tournament-start = lancer
    .description = Ferme l’inscription et apparie la première ronde (l’organisation)
cmd-tournament-cancel = annuler
    .description = Annule le tournoi de ce salon ; ses parties en cours s’arrêtent (l’organisation)
cmd-tournament-drop = abandonner
    .description = Quitter la suite du tournoi (l’organisation peut en retirer quelqu’un d’autre)
cmd-tournament-drop-user = qui
    .description = Qui s’en va (par défaut : toi)
cmd-tournament-standings = classement
    .description = Le classement du tournoi de ce salon, avec ses départages

## Le message d’inscription

tournament-signup-title = 🏆 **{ $name }** : un tournoi d’Azul, organisé par { $organizer }
tournament-line-format = { $format ->
    [swiss] Système suisse, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
      }
    [round-robin] Toutes rondes : chacun rencontre tous les autres
   *[elimination] Élimination directe : qui gagne sa partie passe au tour suivant
  }
tournament-line-tables = Tables de { $size } places au plus{ $bots ->
    [yes] {", "}des bots prennent les places vides
   *[no] {""}
  } · { $variant ->
    [gray] mur gris
   *[standard] mur coloré
  } · { $clock }
tournament-line-starts-at = Commence { $when }.
tournament-line-starts-manual = Commence quand { $organizer } le lance.
tournament-line-check-in = Pointage : appuie sur **Pointer** avant le début ; seuls ceux qui ont pointé sont appariés.
tournament-entrants = Inscrits ({ $count }) : { $players }
tournament-entrants-none = Personne ne s’est encore inscrit.
tournament-join = S’inscrire
tournament-leave = Se retirer
tournament-check-in-button = Pointer
tournament-check-in-reminder = **{ $name }** commence { $when } : { $players }, appuyez sur **Pointer** sur son message d’inscription pour être appariés.
tournament-signup-running = Lancé avec { $count ->
    [one] { $count } participant
   *[other] { $count } participants
  } : la ronde { $round } sur { $of } se joue.
tournament-signup-finished = Ce tournoi est terminé : le classement final est ci-dessous.
tournament-signup-cancelled = Ce tournoi a été annulé.

## Rondes, tables et classements publiés dans le salon

tournament-round-title = **{ $name }** · Ronde { $round } sur { $of }
tournament-round-table = Table { $table } : { $players }
tournament-round-bots = { $count ->
    [one] 1 bot
   *[other] { $count } bots
  }
tournament-round-bye = Exempt de cette ronde (½ point) : { $players }
tournament-round-threads = Chaque partie a son propre fil, sous le message de sa table plus bas. Bonne chance !
tournament-table-card = **{ $name }** · Ronde { $round } sur { $of } · Table { $table } : { $players }
tournament-table-welcome = Table { $table } de la ronde { $round } : { $players }. Votre partie se joue ici ; le bot mentionne qui doit jouer.
tournament-standings-title = { $name } : classement
tournament-standings-after = Après la ronde { $after } sur { $of }
tournament-standings-final = Classement final, après { $after ->
    [one] { $after } ronde
   *[other] { $after } rondes
  }
tournament-standings-none = Aucune ronde n’a encore été jouée.
tournament-col-rank = #
tournament-col-player = Joueur
tournament-col-points = Points
tournament-col-buchholz = Buchholz
tournament-col-score = Score
tournament-standing-line = { $rank }. **{ $name }** — { NUMBER($points, maximumFractionDigits: 2) } { $points ->
    [one] point
   *[other] points
  } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 2) } · score { $score }{ $note ->
    [dropped] {" "}(a abandonné)
    [out] {" "}(éliminé)
   *[none] {""}
  }
tournament-standings-more = …et { $count } de plus (sur l’image).
tournament-standings-scale = Points : à 2 joueurs, 1 pour une victoire, ½ pour une égalité ; à 3 et 4, de 1 pour le premier à 0 pour le dernier, à intervalles égaux ; une exemption vaut ½. Départages : Buchholz (les points des adversaires), puis le score total, puis la cote.
tournament-standings-alt = Classement de { $name } : { $leaders }
tournament-standings-alt-entry = { $rank }. { $name } : { $points ->
    [one] { NUMBER($points, maximumFractionDigits: 2) } point
   *[other] { NUMBER($points, maximumFractionDigits: 2) } points
  }
tournament-winner = 🏆 **{ $name }** remporte **{ $tournament }** !
tournament-winners = 🏆 **{ $names }** se partagent la première place de **{ $tournament }** !
tournament-cancelled-notice = **{ $name }** a été annulé : plus aucune ronde. Le classement reste tel qu’il était.
tournament-too-few-notice = **{ $name }** n’a pas commencé : il faut au moins 2 participants (inscrits : { $count }).

## Réponses à l’organisation et aux participants (visibles d’eux seuls)

tournament-started-answer = **{ $name }** a commencé : la ronde 1 est publiée dans ce salon, chaque partie dans son propre fil.
tournament-cancelled-answer = **{ $name }** est annulé.
tournament-dropped-answer = { $who } quitte **{ $name }** et ne sera plus apparié dans les rondes suivantes. Une partie en cours continue : `/azul quitter` dans son fil la confie au pilote automatique.
tournament-left-signup = { $who } s’est retiré de l’inscription de **{ $name }**.

## Refus

refusal-tournament-no-server = Les tournois se jouent dans les salons d’un serveur.
refusal-not-organizer = Seuls l’organisation du tournoi, les membres qui peuvent Gérer le serveur ou le rôle des tournois du serveur (`/azul réglages rôle-tournois`) peuvent faire cela. Rien n’a changé.
refusal-no-tournament = Il n’y a pas de tournoi dans ce salon. L’organisation en ouvre un avec `/azul tournoi nouveau`.
refusal-tournament-here = Ce salon a déjà un tournoi en inscription ou en cours. Rien n’a été ouvert.
refusal-bad-tournament-name = Le nom d’un tournoi fait de 1 à 80 caractères. Rien n’a été ouvert.
refusal-bad-format = Un tournoi se joue au système suisse, en toutes rondes ou en élimination directe. Rien n’a été ouvert.
refusal-bad-table-size = Une partie de tournoi se joue à 2, 3 ou 4. Rien n’a été ouvert.
refusal-bad-rounds = Un tournoi au système suisse a de 1 à 15 rondes. Rien n’a été ouvert.
refusal-bad-start = Ce début ne fait pas partie des choix. Rien n’a été ouvert.
refusal-tournament-started = L’inscription est close : le tournoi a commencé. Rien n’a changé.
refusal-tournament-not-started = Ce tournoi n’a pas encore commencé. Rien n’a changé.
refusal-tournament-over = Ce tournoi est terminé. Rien n’a changé.
refusal-tournament-full = Ce tournoi est complet. Rien n’a changé.
refusal-already-entered = Tu es déjà inscrit. Rien n’a changé.
refusal-not-entered = Cette personne n’est pas inscrite à ce tournoi. Rien n’a changé.
refusal-no-check-in = Ce tournoi n’a pas de pointage : l’inscription suffit. Rien n’a changé.
refusal-already-checked-in = Tu as déjà pointé. Rien n’a changé.
refusal-already-dropped = Cette personne a déjà quitté ce tournoi. Rien n’a changé.
refusal-too-few-entrants = Un tournoi a besoin d’au moins 2 participants pour commencer ; { $entrants } peuvent jouer. Rien n’a changé.
refusal-no-seasons = Le classement de ce serveur n’a pas de saisons. La modération peut les lancer avec `/azul réglages saisons`.
refusal-no-previous-season = Aucune saison de ce serveur n’est encore terminée.
refusal-seasons-not-manual = Ici, les saisons suivent le calendrier ; seules les saisons `manuelles` se terminent à la main. Rien n’a changé.

## Réglages des tournois et des saisons (/azul réglages) et les saisons du classement

cmd-settings-tournament-role = rôle-tournois
    .description = Un rôle dont les membres peuvent organiser des tournois ici (en plus de Gérer le serveur)
cmd-settings-seasons = saisons
    .description = Le classement en saisons : mensuelles, trimestrielles, à la main, ou aucune
season-mode-choice = { $mode ->
    [monthly] mensuelles
    [quarterly] trimestrielles (tous les 3 mois)
    [manual] à la main (fin-de-saison en termine une)
   *[off] aucune
  }
cmd-settings-end-season = fin-de-saison
    .description = Saisons à la main : termine maintenant la saison en cours et commence la suivante
cmd-leaderboard-season = saison
    .description = Le tableau de cette saison ou de la précédente, ou de tous les temps (par défaut)
season-choice = { $season ->
    [current] cette saison
    [previous] la saison précédente
   *[all-time] tous les temps
  }
settings-nothing = Choisis ce qu’il faut changer : langue, rôle-tournois, saisons ou fin-de-saison. Rien n’a changé.
settings-tournament-role-set = Les membres qui ont { $role } peuvent désormais organiser des tournois ici, en plus de ceux qui peuvent Gérer le serveur.
settings-seasons-set = { $mode ->
    [monthly] Le classement se joue désormais en saisons mensuelles (selon le calendrier, UTC).
    [quarterly] Le classement se joue désormais en saisons trimestrielles (janvier, avril, juillet et octobre, UTC).
    [manual] Le classement se joue désormais en saisons terminées à la main (`/azul réglages fin-de-saison`).
   *[off] Le classement se joue de nouveau sans saisons.
  } Les cotes continuent ; le tableau d’une saison ne compte que ses parties, tout le monde partant de 0. Les tableaux des saisons sont publiés dans ce salon.
settings-season-opened = La saison { $number } a commencé{ $ends ->
    [none] .
   *[some] {" "}et se termine { $ends }.
  }
settings-season-ended = La saison { $number } est terminée : son tableau final est publié dans ce salon.
season-dates = { $from } – { $to }
season-since = depuis { $from }
leaderboard-season-title = **Classement d’Azul — saison { $number }** ({ $when }) : les parties de cette saison seulement, tout le monde partant de 0 (les cotes de toujours continuent)
season-final-title = 🏁 **La saison { $number } est terminée** ({ $when }). Son tableau final :
season-empty = Aucune partie classée n’a été jouée cette saison.
