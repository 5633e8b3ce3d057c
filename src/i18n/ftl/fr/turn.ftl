## Le message de tour (les seules commandes actives), ce qui s’est passé depuis le dernier tour de
## quelqu’un, le rappel à mi-temps, et `/azul table`.

turn-header = { $who }, à toi — manche { $round }.
turn-header-gray = { $who }, à toi — manche { $round }, mur gris.
turn-clock = ⏳ Fin du temps { $when } ; ensuite le pilote automatique joue ce tour.
step-place = Pose sur le mur : place la tuile de la { $line } ({ color }) sur le mur — choisis une colonne.
step-source = Prendre des tuiles : choisis une fabrique ou le centre.
step-color = { $source } — choisis une couleur.
step-line = { $count } { $count ->
    [one] { color }
   *[other] { $color ->
        [blue] bleues
        [yellow] jaunes
        [red] rouges
        [black] noires
       *[white] blanches
      }
  } ({ $source }) — choisis une { -pattern-line } ou le plancher.
source-placeholder = Prendre des tuiles dans…
button-back = Retour
button-hint = Conseil
since-more = …et { $count ->
        [one] { $count } coup
       *[other] { $count } coups
      } de plus avant ceux-ci :

reminder = ⏰ { $who }, ton tour d’Azul t’attend (manche { $round }).
reminder-clock = ⏰ { $who }, ton tour d’Azul t’attend (manche { $round }). Fin du temps { $when } ; ensuite le pilote automatique joue pour toi.

button-take-back = Reprendre ma place
board-turn-yours = Manche { $round } — à toi de jouer.
board-turn-other = Manche { $round } — au tour de { $who }.
board-on-autopilot = Le pilote automatique joue ta place. Reprends-la pour jouer tes tours toi-même.
board-not-started = La partie n’a pas encore commencé : { $seated } à table, on attend que l’hôte appuie sur Lancer.
button-my-board = Mon plateau
button-undo = Annuler
step-pick = Prendre des tuiles : choisis les tuiles (une fabrique ou le centre, et une couleur).
# Un bouton (source, couleur) : « F3 · 2 » avec le carré de la couleur.
pick-label = { $source } · { $count }
source-short = { $source ->
    [center] Centre
   *[display] F{ $number }
  }
supply-line = Sac { $bag } · couvercle { $lid } · en jeu { $out }
undone = ↩️ { $who } a repris son coup{ $replies ->
    [0] {""}
    [one] {" "}et la réponse du bot
   *[other] {" "}et les réponses des bots
  }.
undo-done = ↩️ Coup repris. C’est de nouveau à toi.
hint-play = Jouer ce coup
