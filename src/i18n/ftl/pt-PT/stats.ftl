## /azul ranking, estatísticas e histórico.

scope-title = { $scope ->
    [global] todos os servidores
   *[server] este servidor
  }
rating-meaning = rating = μ − 3σ: um nível de jogo que a pessoa muito provavelmente tem, pelo menos. Todos começam em 0; as primeiras derrotas podem pô-la abaixo de 0 durante algum tempo
leaderboard-title = **Ranking de Azul — { scope-title }** ({ rating-meaning })
leaderboard-empty = Ainda não há jogos com rating. Termina um jogo com duas pessoas ou mais para entrares no ranking.
leaderboard-row = { $rank }. **{ $name }** — { $rating }{ $mark } · { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
  } · { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
  }
# A estrela escapada: uma linha que começa com "* " viraria um item de lista no markdown do Discord.
leaderboard-provisional = \* provisório: menos de { $games ->
        [one] { $games } jogo com rating
       *[other] { $games } jogos com rating
      }.
leaderboard-mine = Tu: #{ $rank } de { $players } — { $rating }{ $provisional ->
    [yes] {" "}(provisório)
   *[no] {""}
  }, { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
  }, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
  }.
leaderboard-unrated = Ainda não tens nenhum jogo com rating aqui ({ $players ->
    [one] { $players } pessoa com rating
   *[other] { $players } pessoas com rating
  }).

stats-title = **Estatísticas de Azul de { $name }** ({ $where ->
    [server] neste servidor
   *[global] em todos os servidores
  })
stats-none = Nenhum jogo terminado ainda.
stats-games = Jogos: { $games } · vitórias: { $wins } ({ $percent })
stats-by-players = Por número de jogadores: { $list }
stats-by-players-item = { $players }j { $wins }/{ $games } ({ $percent })
stats-score = Pontuação: média { $mean } · melhor { $best }
stats-bonuses = Bónus por jogo: { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } linha
       *[other] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } linhas
      } · { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } coluna
       *[other] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } colunas
      } · { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } cor
       *[other] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } cores
      } ({ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [one] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } ponto
       *[other] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos
      })
stats-rating = { $label ->
    [here] Rating aqui
   *[global] Rating global
  }: { $rating }{ $provisional ->
    [yes] {" "}(provisório)
   *[no] {""}
  }, #{ $rank } de { $players }
stats-unrated = { $label ->
    [here] Rating aqui
   *[global] Rating global
  }: ainda sem rating
stats-first-game = Depois do primeiro jogo com rating: { $start } → { $last } ({ $delta }); todos começam em 0.
stats-trend = Tendência nos últimos { $games ->
    [one] { $games } jogo com rating
   *[other] { $games } jogos com rating
  }: { $spark } { $first } → { $last } ({ $delta })
stats-rivals = Confrontos diretos (vitórias–derrotas–empates):
stats-rival = • contra **{ $name }**: { $wins }–{ $losses }–{ $ties } em { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
  }

history-title = **Últimos jogos de Azul terminados de { $name }**
history-none = Nenhum jogo terminado ainda.
history-row = { $index }. { $when } — { $scores } — { $won }{ $gray ->
    [yes] {" "}(parede cinza)
   *[no] {""}
  }
history-winner = vitória de { $name }
history-tie = empate: { $names }
history-buttons = Cada botão volta a mostrar o resultado final desse jogo e o seu `azul-game.json`, só para ti.
history-button = Jogo { $number }
result-files = Resultado final de { $names }{ $when }, com o jogo inteiro em `azul-game.json` (todas as jogadas, para guardar ou estudar).
stats-unavailable = { $what ->
    [history] O histórico de jogos não está disponível neste bot.
    [ratings] Os ratings não estão disponíveis neste bot.
   *[stats] As estatísticas não estão disponíveis neste bot.
  }
