## Annonces hors des tours : places qui changent de mains, une annulation, une partie cassée, un départ,
## le fil, le journal de la partie, `/azul mes-parties`.

seat-back = { $who } a repris sa place au pilote automatique.
seat-left = { $who } a quitté la partie : le pilote automatique joue sa place jusqu’au bout, et la partie est comptée normalement.
seat-left-server = { $who } a quitté le serveur : le pilote automatique joue sa place jusqu’au bout, et la partie est comptée normalement.
broken-notice = ⚠️ L’état enregistré de cette partie est cassé : elle ne peut pas continuer. L’hôte ou toute personne ayant Gérer les messages peut l’annuler pour libérer le salon.
button-cancel-game = Annuler la partie
game-cancelled = La partie est annulée.
leave-question = **Quitter cette partie ?** Si tu quittes, le pilote automatique joue ta place jusqu’au bout : la partie continue et est comptée, et les résultats marquent ta place « a quitté ». (S’il ne reste personne d’autre, la partie s’arrête ici, sans score.)
button-leave-game = Quitter la partie
button-keep-playing = Continuer à jouer
left-game = Tu as quitté la partie : le pilote automatique joue ta place jusqu’au bout.
left-game-ended = Tu as quitté la partie. Il ne restait personne d’autre, elle s’est donc arrêtée ici, sans score.
stayed = Tu es toujours dans la partie. Rien n’a changé.
not-the-question = Ce bouton appartient à la question privée de `/azul quitter`. Rien n’a changé.
not-its-message = Ce bouton n’appartient pas à ce message. Rien n’a changé.
seat-yours-again = Ta place est de nouveau à toi : le pilote automatique s’est arrêté. Tes messages de tour te mentionneront comme avant.
left-lobby = Tu as quitté le lobby.
lobby-handed = { $who } (hôte) a quitté le lobby ; { $host } est maintenant l’hôte et peut lancer la partie.
lobby-closed-by-host = { $who } (hôte) a quitté le lobby : il est fermé.
you-cancelled = Tu as annulé la partie.
hint-draft = 💡 L’IA difficile jouerait : prendre { $phrase }. Elle attend { $points ->
        [one] { $points } point
       *[other] { $points } points
      } de ce coup à la pose sur le mur de cette manche. (Visible par toi seulement ; rien n’a changé.)
hint-draft-marker = 💡 L’IA difficile jouerait : prendre { $phrase } (et le { -first-player-marker }). Elle attend { $points ->
        [one] { $points } point
       *[other] { $points } points
      } de ce coup à la pose sur le mur de cette manche. (Visible par toi seulement ; rien n’a changé.)
hint-place = 💡 L’IA difficile jouerait : poser la tuile en colonne { $column }. Elle attend { $points ->
        [one] { $points } point
       *[other] { $points } points
      } de ce coup à la pose sur le mur de cette manche. (Visible par toi seulement ; rien n’a changé.)
choice-not-offered = Ce choix ne fait pas partie de ceux que j’ai proposés. Rien n’a changé.
unknown-button = Ce bouton n’est pas à moi (ou vient d’une ancienne version du bot). Rien n’a changé.
unknown-command = Je ne connais pas cette commande. Essaie `/azul règles`.
restarting = Le bot redémarre ; réessaie dans quelques secondes. Rien n’a changé.
unexpected = Désolé, quelque chose s’est mal passé de mon côté. Si ce que tu as fait n’apparaît pas d’ici un instant, réessaie.

thread-start-notice = 🎲 Une partie d’Azul a commencé : { $players }. Les coups se jouent dans le fil { $thread } ; les résultats finaux seront publiés ici.
thread-results-pointer = 🏁 La partie est finie : les résultats finaux sont dans { $channel } — { $link }
thread-name = Azul · { $players }
in-threads = Les parties d’Azul de ce salon se jouent dans leurs fils : utilise la commande dans le tien.
busy-thread = Ce fil appartient à une partie d’Azul : lance une nouvelle partie dans { $channel }. Rien n’a été ouvert.
busy-lobby = Ce salon a déjà un lobby ouvert{ $where } Un lobby à la fois : dès que sa partie commence (dans son propre fil), le suivant peut s’ouvrir.
busy-game = Ce salon a déjà une partie en cours{ $where } Cette partie se joue dans le salon lui-même (pas de fil ici), c’est donc la seule jusqu’à sa fin.

log-title = **Journal de la partie** — { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  }
log-title-paged = **Journal de la partie** — { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } · page { $page }/{ $pages } (`/azul coups page:N`)
log-empty = **Journal de la partie** — aucun coup pour l’instant.
log-round = __Manche { $round }__
log-not-started = La partie n’a pas encore commencé : aucun coup à montrer.
log-pages = { $pages ->
    [one] Il y a 1 page : choisis la page 1.
   *[other] Il y a { $pages } pages : choisis une page de 1 à { $pages }.
  }

mygames-none = Tu n’as de place dans aucune partie d’Azul en ce moment. Lance-en une avec `/azul nouvelle`.
mygames-title = **Tes parties d’Azul** ({ $count })
mygames-a-server = un serveur
mygames-lobby = • { $where } — lobby ({ $seated }/{ $seats }) : { $players }{ $link }
mygames-game = • { $where } — manche { $round }, { $whose }{ $clock } — { $players }{ $link }
mygames-your-turn = **ton tour**
mygames-waiting = on attend { $who }
mygames-clock = , fin du temps { $when }

notify-choose = Choisis `activer` ou `désactiver` (`/azul alertes mp:activer`). Rien n’a changé.
notify-on = Je t’enverrai aussi un message privé quand ton tour aura attendu la moitié de son temps. (Si tes MP me sont fermés, la mention dans le salon reste.)
notify-off = Plus de messages privés : tu ne recevras que la mention dans le salon de la partie.

settings-in-a-server = Les réglages appartiennent à un serveur : utilise cette commande dans un serveur.
settings-not-allowed = Seuls les membres ayant la permission Gérer le serveur peuvent modifier les réglages d’Azul de ce serveur. Rien n’a changé.
settings-choose = Choisis une langue. Rien n’a changé.
settings-language-set = Désormais, les nouvelles parties d’Azul de ce serveur parlent { $language }. (Un hôte peut encore choisir une autre langue pour une partie avec `/azul nouvelle langue:`.)
settings-language-server = Désormais, les nouvelles parties d’Azul de ce serveur parlent la langue Discord du serveur (l’anglais quand je ne la parle pas).

log-file-title = Azul — { $players } ({ variant-name })
log-file-scores = Scores : { $scores }
log-file-end = Fin de la partie : { $scores }. Victoire : { $winners }.
log-file-end-agreement = Fin de la partie d’un commun accord : { $scores }. Victoire : { $winners }.
log-file-cancelled = La partie a été annulée.
log-file-description = Toute la partie en mots : chaque coup, les scores de chaque manche, le résultat.
