## La table en direct (l’Activité Discord) : ses boutons, ce qu’elle dit de la partie et de qui la regarde,
## et pourquoi un appui ou une connexion a été refusé. Les mots du plateau viennent d’images.ftl, comme sur les images.

activity-open = Ouvrir la table
activity-off = La table en direct n’est pas disponible avec ce bot : joue depuis le chat.

activity-undo = Annuler
activity-undo-move = Annuler mon coup { $move }
activity-hint = Conseil
activity-play-hint = Le jouer
activity-take-back = Reprendre ma place
activity-vote-end = Arrêter la partie ici
activity-vote-keep = Continuer à jouer
activity-watching = Tu regardes
activity-your-turn = À toi de jouer
activity-you-place = À toi : place la tuile de la ligne { $line }
activity-you-play = Tu joues { $name }
activity-close = Fermer
activity-retry = Réessayer
activity-connecting = Arrivée à la table…
activity-reconnecting = La connexion a été coupée. Reconnexion…
activity-summary-close = Retour à la table
activity-results = Résultats finaux
activity-review = Analyse
activity-clock = Encore { $time }
activity-cancel-pick = Choisir à nouveau
activity-since = Depuis ton dernier tour
activity-latest = Derniers coups
activity-at-table = À la table : { $names }

activity-no-game = Pas encore de partie d’Azul ici. Lance-en une avec /azul new, puis rouvre la table.
activity-lobby = En attente de joueurs (places prises : { $seated } sur { $seats }). Rejoins depuis le chat.
activity-cancelled = Cette partie a été annulée.
activity-broken = L’état enregistré de cette partie est abîmé : elle ne peut pas continuer.
activity-autopilot = Le pilote automatique joue à ta place.
activity-left = Tu as quitté cette partie ; le pilote automatique joue à ta place.

activity-line = { $line ->
    [floor] Plancher
   *[line] Ligne { $number }
  } : { $parts }
activity-part-tiles = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
  }
activity-part-fills = la complète
activity-part-points = +{ $points } au décompte
activity-part-floor = { $count } au plancher
activity-part-lid = { $count } dans le couvercle
activity-column = Colonne { $column } (+{ $points })

activity-vote = Aucune tuile n’a atteint un mur à la manche { $round }. Arrêter la partie ici ? { $agreed } sur { $needed } d’accord.
activity-hint-draft = Conseil : { $move } ({ $points ->
    [one] { $points } point attendu
   *[other] { $points } points attendus
  } au décompte).
activity-hint-place = Conseil : mets-la dans la colonne { $column } ({ $points }).
activity-review-pending = L’analyse de cette partie est en préparation…
activity-review-player = { $accuracy } % de précision · { $inaccuracies ->
    [one] { $inaccuracies } imprécision
   *[other] { $inaccuracies } imprécisions
  } · { $mistakes ->
    [one] { $mistakes } erreur
   *[other] { $mistakes } erreurs
  } · { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
  }
activity-bonuses = Lignes +{ $rows } · Colonnes +{ $columns } · Couleurs +{ $colors }

activity-bye-token-expired = Ta connexion à Discord a expiré. Ferme la table et rouvre-la.
activity-bye-no-instance = Discord ne connaît pas cette Activité. Ferme-la et rouvre la table.
activity-bye-not-in-instance = Tu n’es pas dans cette Activité. Rejoins-la d’abord depuis Discord.
activity-bye-wrong-channel = Cette table a été ouverte pour un autre salon. Ferme-la et ouvre-la depuis le salon de la partie.
activity-bye-second-window = Tu as déjà cette table ouverte dans une autre fenêtre. Ferme-la là-bas pour jouer ici.
activity-bye-discord-unavailable = Discord ne répond pas pour l’instant. Réessaie dans un moment.
activity-bye-unavailable = Le stockage des parties est injoignable pour l’instant. Réessaie dans un moment.
activity-bye-no-hello = La table n’a pas dit qui elle est. Ferme-la et rouvre-la.
activity-refused-forged = Ce message n’est pas un de ceux que la table envoie. Rien n’a changé.
activity-refused-replayed = Cet appui avait déjà été reçu. Rien n’a changé.
activity-refused-turn-stale = La table a changé avant que ton appui arrive (ce coup a déjà été joué). Rien n’a changé.
activity-refused-wrong-channel = Cette table appartient à un autre salon. Rien n’a changé.
activity-refused-too-fast = Trop d’appuis à la fois. Rien n’a changé ; réessaie.
