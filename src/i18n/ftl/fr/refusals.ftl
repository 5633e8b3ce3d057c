## Un refus en mots de tous les jours, un par code d’erreur de l’app (rien ne change, sauf si le texte dit autre chose).

refusal-db-unavailable = Le stockage des parties est injoignable pour l’instant. Rien n’a changé ; réessaie dans un moment.
refusal-conflict = Cela a déjà été joué (ou la partie a changé entre-temps). Rien n’a changé.
refusal-not-found = Cette partie n’existe plus. Rien n’a changé.
refusal-not-lobby = Cette partie a déjà commencé ou est terminée.
refusal-not-active = Cette partie est terminée.
refusal-already-seated = Tu as déjà une place dans cette partie.
refusal-not-seated = Tu n’as pas de place dans cette partie.
refusal-lobby-full = Cette partie est complète.
refusal-channel-busy = Ce salon a déjà une partie d’Azul.
refusal-bad-input = Ce n’est pas quelque chose que je sais faire. Rien n’a changé.
refusal-bad-player-count = Une partie se joue de 2 à 4 joueurs.
refusal-bad-turn-time = Ce temps de tour ne fait pas partie des choix (5 minutes, 1 heure, 12 heures, 1 jour, 3 jours, sans limite). Rien n’a été ouvert.
refusal-bad-level = Ce niveau ne fait pas partie de ceux proposés. Choisis facile, moyen ou difficile. Rien n’a changé.
refusal-thread-of-a-game = Ce fil appartient à une partie d’Azul.
refusal-lobby-started = Ce bouton du lobby n’est plus à jour : cette partie a déjà commencé ou est terminée. Rien n’a changé.
refusal-lobby-changed = Le lobby a changé entre-temps (quelqu’un l’a rejoint ou quitté) ; regarde-le à nouveau. Rien n’a changé.
refusal-game-started = Cette partie a déjà commencé. `/azul quitter` permet de la quitter (avec confirmation).
refusal-not-finished = Seule une partie terminée peut être rejouée.
refusal-not-a-player = Seuls ses joueurs peuvent lancer une revanche.
refusal-not-a-voter = Seuls les joueurs à table votent pour arrêter cette partie. Rien n’a changé.
refusal-not-invited = Cette partie est réservée aux personnes invitées par l’hôte. Rien n’a changé.
refusal-already-over = Cette partie est déjà terminée.
refusal-wrong-channel = Ce bouton appartient à une partie d’un autre salon. Rien n’a changé.
refusal-not-running = Cette partie n’est plus en cours. Rien n’a changé.
refusal-not-in-game = Tu ne joues pas dans cette partie.
refusal-left-game = Tu as quitté cette partie ; le pilote automatique joue ta place.
refusal-already-left = Tu as déjà quitté cette partie ; le pilote automatique joue ta place.
refusal-seat-already-yours = Ta place est déjà à toi. Rien n’a changé.
refusal-game-moved-on = La partie a avancé depuis ta demande. Rien n’a changé. `/azul quitter` permet de la quitter (avec confirmation).
refusal-turn-stale = Ces boutons ne sont plus à jour (ce coup a déjà été joué). Utilise le dernier message de tour.
refusal-choice-gone = Ce choix n’est plus disponible. Rien n’a changé.
refusal-illegal = Les règles n’autorisent pas ce coup. Rien n’a changé.
refusal-stale = La partie a avancé. Rien n’a changé.
refusal-not-bot-turn = C’est à une personne de jouer. Rien n’a changé.
refusal-vote-over = Cette partie est terminée : il n’y a plus rien à voter. Rien n’a changé.
refusal-vote-on-autopilot = Le pilote automatique joue ta place, et il accepte d’arrêter la partie. Reprends ta place (dans `/azul table`) pour donner ton avis. Rien n’a changé.
refusal-vote-never-offered = Ce vote n’a jamais été proposé. Rien n’a changé.
refusal-vote-closed = Ce vote n’est plus à jour : des tuiles ont atteint un mur depuis, donc la partie continue. Rien n’a changé.
refusal-vote-already-agreed = Tu as déjà accepté d’arrêter la partie ici. Rien n’a changé.
refusal-vote-nothing-to-withdraw = Tu n’avais pas accepté d’arrêter la partie, il n’y a donc rien à retirer. Rien n’a changé.
refusal-busy = La partie a changé pendant que ton clic était compté ; clique à nouveau, s’il te plaît.
refusal-no-game = Il n’y a pas de partie d’Azul dans ce salon. Lance-en une avec `/azul nouvelle`.
refusal-in-threads = Les parties de ce salon se jouent dans leurs fils.
refusal-no-server = Pas de classement de serveur en dehors d’un serveur : choisis la portée tous les serveurs.
refusal-other-server = Cette partie s’est jouée sur un autre serveur. Rien n’a changé.
-moderators = La modération, ce sont les membres ayant la permission Gérer les messages.
refusal-broken = L’état enregistré de cette partie est cassé : on ne peut plus la jouer. Son hôte (ou la modération) peut l’annuler. { -moderators }
refusal-bots-do-not-fit = { $bots ->
    [one] { $bots } bot ne tient pas
   *[other] { $bots } bots ne tiennent pas
  } à une table de { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
  } où tu es aussi.
refusal-bad-variant = Il n’y a pas de variante « { $asked } ». Choisis `mur coloré` (standard) ou `mur gris`. Rien n’a été ouvert.
refusal-not-host = Seul l’hôte peut { $action ->
    [start] lancer la partie
    [remove-bot] retirer des bots
   *[add-bot] ajouter des bots
  }.
refusal-too-few-players = Une partie se joue de 2 à 4 joueurs ; { $seated } à table.
refusal-cancel-stale = Ce bouton Annuler n’est plus à jour ({ $status ->
    [lobby] le lobby a changé entre-temps
    [active] la partie a commencé depuis
   *[other] cette partie est déjà terminée
  }). Rien n’a changé. `/azul annuler` annule la partie telle qu’elle est maintenant.
refusal-not-allowed = Seuls l’hôte ou la modération peuvent annuler cette partie. { -moderators }
refusal-not-your-turn = Ce n’est pas ton tour.
refusal-not-your-turn-waiting = Ce n’est pas ton tour : on attend { $who }.
refusal-bad-language = Je ne parle pas encore « { $asked } ». Rien n’a changé.
refusal-outcome-unknown = Le stockage des parties n’a pas répondu à temps, je ne sais donc pas si cela a été enregistré. Regarde à nouveau dans un moment : la table (`/azul table`) montre ce qui a été enregistré, et un clic enregistré n’est jamais appliqué deux fois.
refusal-invited-host = Tu es l’hôte de cette partie, tu y es donc déjà : invite les autres. Rien n’a été ouvert.
refusal-invited-twice = Tu as invité deux fois la même personne. Rien n’a été ouvert.
refusal-too-many-invited = Une partie a de la place pour 3 personnes invitées en plus de toi. Rien n’a été ouvert.
refusal-invited-do-not-fit = { $invited } { $invited ->
    [one] personne invitée et
   *[other] personnes invitées et
  } { $bots } { $bots ->
    [one] bot ne tiennent pas
   *[other] bots ne tiennent pas
  } à une table de { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
  } où tu es aussi. Rien n’a été ouvert.
refusal-undo-not-yours = Seule la personne qui a joué ce coup peut le reprendre. Rien n’a changé.
refusal-undo-gone = Ce coup a déjà été repris. Rien n’a changé.
refusal-undo-round-over = Ce coup a terminé la manche, et la suivante est distribuée : il reste. Rien n’a changé.
refusal-undo-too-late = Quelqu’un d’autre a joué depuis ce coup, il reste donc. Rien n’a changé.
