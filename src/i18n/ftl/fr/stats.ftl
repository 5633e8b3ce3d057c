## /azul classement, stats et historique.

scope-title = { $scope ->
    [global] tous les serveurs
   *[server] ce serveur
  }
rating-meaning = cote = μ − 3σ : un niveau que la personne a très probablement au minimum. Tout le monde commence à 0 ; les premières défaites peuvent la faire passer sous 0 un moment
leaderboard-title = **Classement Azul — { scope-title }** ({ rating-meaning })
leaderboard-empty = Aucune partie cotée pour l’instant. Termine une partie à deux personnes ou plus pour entrer au classement.
leaderboard-row = { $rank }. **{ $name }** — { $rating }{ $mark } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
  } · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
  }
# L’étoile échappée : une ligne qui commence par « * » serait une puce dans le markdown de Discord.
leaderboard-provisional = \* provisoire : moins de { $games ->
        [one] { $games } partie cotée
       *[other] { $games } parties cotées
      }.
leaderboard-mine = Toi : nº { $rank } sur { $players } — { $rating }{ $provisional ->
    [yes] {" "}(provisoire)
   *[no] {""}
  }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
  }, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
  }.
leaderboard-unrated = Tu n’as pas encore de partie cotée ici ({ $players ->
    [one] { $players } personne cotée
   *[other] { $players } personnes cotées
  }).

stats-title = **Stats Azul de { $name }** ({ $where ->
    [server] sur ce serveur
   *[global] sur tous les serveurs
  })
stats-none = Aucune partie terminée pour l’instant.
stats-games = Parties : { $games } · victoires : { $wins } ({ $percent })
stats-by-players = Par nombre de joueurs : { $list }
stats-by-players-item = { $players }j { $wins }/{ $games } ({ $percent })
stats-score = Score : moyenne { $mean } · meilleur { $best }
stats-bonuses = Bonus par partie : { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } rangée
       *[other] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } rangées
      } · { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } colonne
       *[other] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } colonnes
      } · { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } couleur
       *[other] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } couleurs
      } ({ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } point
       *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } points
      })
stats-rating = { $label ->
    [here] Cote ici
   *[global] Cote globale
  } : { $rating }{ $provisional ->
    [yes] {" "}(provisoire)
   *[no] {""}
  }, nº { $rank } sur { $players }
stats-unrated = { $label ->
    [here] Cote ici
   *[global] Cote globale
  } : pas encore de cote
stats-first-game = Après la première partie cotée : { $start } → { $last } ({ $delta }) ; tout le monde commence à 0.
stats-trend = Tendance sur { $games ->
    [one] la dernière partie cotée
   *[other] les { $games } dernières parties cotées
  } : { $spark } { $first } → { $last } ({ $delta })
stats-rivals = Face-à-face (victoires–défaites–égalités) :
stats-rival = • contre **{ $name }** : { $wins }–{ $losses }–{ $ties } en { $games ->
    [one] { $games } partie
   *[other] { $games } parties
  }

history-title = **Dernières parties d’Azul terminées de { $name }**
history-none = Aucune partie terminée pour l’instant.
history-row = { $index }. { $when } — { $scores } — { $won }{ $gray ->
    [yes] {" "}(mur gris)
   *[no] {""}
  }
history-winner = victoire de { $name }
history-tie = égalité : { $names }
history-buttons = Un bouton réaffiche les résultats finaux de cette partie et son `azul-game.json`, pour toi seulement.
history-button = Partie { $number }
result-files = Résultats finaux de { $names }{ $when }, avec toute la partie dans `azul-game.json` (chaque coup, à garder ou à étudier).
stats-unavailable = { $what ->
    [history] L’historique des parties n’est pas disponible sur ce bot.
    [ratings] Les cotes ne sont pas disponibles sur ce bot.
   *[stats] Les statistiques ne sont pas disponibles sur ce bot.
  }
