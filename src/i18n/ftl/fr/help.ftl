## `/azul aide` : quelques courtes pages privées.

help-page = page { $page } sur { $pages }
help-commands = `/azul nouvelle` ouvre une partie ici : les autres appuient sur **Rejoindre**, l’hôte appuie sur **Lancer** (ajoute des bots avec le menu, ou `/azul nouvelle bots:2 niveau:difficile` pour jouer sans personne d’autre ; `inviter:` ne convie que les personnes indiquées). La partie passe dans son propre fil.
    `/azul table` te montre la table (et tes commandes à ton tour) ; **Mon plateau** montre ton plateau de près, pour un téléphone.
    `/azul coups` tous les coups jusqu’ici · `/azul mes-parties` tes parties partout · `/azul quitter` confie ta place au pilote automatique · `/azul règles` les règles en bref · `/azul classement`, `/azul statistiques`, `/azul historique` cotes et parties passées · `/azul analyse` (dans le fil d’une partie terminée) l’analyse de la partie par l’IA.
    .title = Commandes
help-turn = À ton tour, le bot te mentionne. Touche les tuiles que tu prends (une fabrique ou le centre, et une couleur), puis la { -pattern-line } ou le plancher où elles vont : deux touches en général. **Retour** revient d’un pas ; **Conseil** montre ce que jouerait l’IA difficile ; **Annuler** reprend ton coup tant que personne d’autre n’a joué et que la manche n’est pas finie.
    Si tu ne joues pas avant la fin du temps, le pilote automatique joue pour toi ; **Reprendre ma place** dans `/azul table` te la rend.
    .title = Ton tour
help-row = Quand une { -pattern-line } est complète en fin de manche, une de ses tuiles va sur le mur. Seule, elle rapporte 1 ; à côté d’autres tuiles, elle rapporte la longueur de la rangée qu’elle rejoint (ici 3 tuiles : +3), et de la colonne aussi.
    .title = Marquer une tuile
help-column = Une tuile qui rejoint une rangée et une colonne marque les deux longueurs (ici 2 en ligne et 3 en colonne : +5). À la fin : +2 par rangée complète, +7 par colonne complète, +10 par couleur posée cinq fois.
    .title = Rangées et colonnes
help-floor = Les tuiles qui ne tiennent pas sur une ligne tombent sur le { -floor-line } : −1, −1, −2, −2, −2, −3, −3 dans l’ordre (le { -first-player-marker } compte aussi). Un score ne descend jamais sous 0.
    .title = Le plancher
