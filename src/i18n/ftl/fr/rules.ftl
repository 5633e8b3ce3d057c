## `/azul règles` : les règles en bref (un message Discord, 2000 caractères au plus).

rules =
    {"**Azul en bref**"}
    • À ton tour, prends **toutes les tuiles d’une couleur** sur une { -display } (le reste glisse au { -center }) ou au { -center }. La première personne à se servir au { -center } prend aussi le { -first-player-marker } (il compte comme une tuile du plancher).
    • Pose-les sur **une { -pattern-line }** (la ligne N reçoit N tuiles, d’une seule couleur, et pas une couleur déjà présente sur cette rangée du mur) ou sur le plancher. Les tuiles qui ne tiennent pas tombent sur le plancher : −1, −1, −2, −2, −2, −3, −3.
    • Quand toutes les fabriques et le { -center } sont vides, chaque **ligne complète** envoie une tuile sur le mur : elle rapporte 1, ou la longueur des suites en rangée et en colonne qu’elle rejoint ; les autres tuiles de cette ligne vont au couvercle. **Les lignes incomplètes restent** telles quelles pour la manche suivante. Les tuiles du plancher et les restes vont au couvercle, et un score **ne descend jamais sous 0**.
    • Qui a le **{ -first-player-marker } commence la manche suivante** (qui commence la première manche est tiré au sort).
    • La partie se termine après la manche où quelqu’un complète une **rangée horizontale**. Bonus : +{ $row } par rangée complète, +{ $column } par colonne complète, +{ $color } par couleur posée 5 fois. En cas d’égalité, le plus de rangées complètes l’emporte.
    • Une partie peut se bloquer (des tuiles qui ne pourront jamais compléter une ligne). Après une manche où aucune tuile n’a atteint un mur, le bilan de la manche propose **Arrêter la partie ici** : quand chaque personne qui joue sa propre place est d’accord, la partie s’arrête en l’état, avec les bonus et le départage habituels.
    • Variante **mur gris** : le mur n’a pas de couleurs imprimées ; tu choisis la colonne de chaque tuile (jamais deux fois la même couleur dans une rangée ou une colonne).

    {"**Commandes**"} : `/azul nouvelle [joueurs] [variante] [bots] [niveau] [temps-par-tour]` ouvre un lobby (bots : adversaires IA) · `/azul table` la table, pour toi seulement · `/azul coups` tous les coups de la partie · `/azul mes-parties` tes parties partout · `/azul alertes activer|désactiver` MP à ton tour · `/azul quitter` partir (le pilote automatique prend ta place) · `/azul annuler` (hôte ou Gérer les messages) · `/azul classement`, `/azul statistiques`, `/azul historique` · `/azul règles` ce texte.
