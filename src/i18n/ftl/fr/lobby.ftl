## Le message du lobby, ses boutons, et le lobby une fois terminé.

variant-name = { $variant ->
    [gray] mur gris (placement libre)
   *[standard] mur coloré
  }
variant-choice = { $variant ->
    [gray] mur gris (placement libre)
   *[standard] mur coloré (standard)
  }

# Un temps de tour : « 1 jour par tour », « pas de limite de temps ».
turn-time = { $unit ->
    [none] pas de limite de temps
    [day] { $count ->
        [one] { $count } jour par tour
       *[other] { $count } jours par tour
      }
    [hour] { $count ->
        [one] { $count } heure par tour
       *[other] { $count } heures par tour
      }
    [minute] { $count ->
        [one] { $count } minute par tour
       *[other] { $count } minutes par tour
      }
   *[second] { $count ->
        [one] { $count } seconde par tour
       *[other] { $count } secondes par tour
      }
  }
# Un temps de tour proposé par `/azul nouvelle` ($unit et $count comme dans turn-time) : « 1 jour (par défaut) ».
turn-time-choice = { $unit ->
    [none] sans limite
    [day] { $count ->
        [one] { $count } jour
       *[other] { $count } jours
      }
    [hour] { $count ->
        [one] { $count } heure
       *[other] { $count } heures
      }
   *[minute] { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
      }
  }{ $default ->
    [yes] {" "}(par défaut)
   *[no] {""}
  }

level-description = { $level ->
    [easy] fait des erreurs : bien pour apprendre
    [medium] planifie la manche
   *[hard] voit au-delà de la manche : le plus fort
  }
bot-name = Bot · { $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
  }{ $nth ->
    [1] {""}
   *[other] {" "}{ $nth }
  }

lobby-title = **Azul** — nouvelle partie, { variant-name }, jusqu’à { $seats ->
        [one] { $seats } joueur
       *[other] { $seats } joueurs
      }, { $clock }
lobby-host = Hôte : { $host }
lobby-seated = À table ({ $seated }/{ $seats }) : { $players }
lobby-nobody = personne
lobby-can-start = L’hôte peut lancer la partie.
lobby-waiting = En attente d’au moins une personne de plus (ou d’un bot ajouté par l’hôte).
lobby-invited = Invitations : { $players }. Seules ces personnes (et les bots) peuvent prendre place.
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Lancer
lobby-cancel = Annuler
lobby-add-bot = Hôte : ajouter un bot…
lobby-remove-bot = Retirer { $name }

lobby-closed = **Azul** — { variant-name }
    Joueurs : { $players }
    { $note }
lobby-started = La partie a commencé — bonne chance !
lobby-playing-here = Partie jouée ici : { $reason }.
lobby-closed-host-left = L’hôte a quitté le lobby : il est fermé.
lobby-closed-cancelled = Annulée par { $who }.
lobby-closed-abandoned = { $who } a quitté la partie : elle est terminée.
lobby-closed-left-server = { $who } a quitté le serveur : ce lobby est fermé.
rematch-invite = Revanche ! { $players } : appuyez sur Rejoindre pour rejouer.

# Pourquoi une partie se joue dans son salon (Discord ne lui a pas donné de fil).
thread-refusal = { $reason ->
    [no-permission] je n’ai pas le droit de créer des fils dans ce salon
    [no-threads] ce salon ne peut pas avoir de fils
    [no-lobby] le message du lobby a disparu, il n’y a donc rien d’où lancer un fil
    [too-many] ce salon a déjà autant de fils actifs que Discord le permet
   *[refused] Discord a refusé le fil que j’ai demandé
  }
