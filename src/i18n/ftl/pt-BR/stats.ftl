## /azul ranking, estatísticas e histórico.

scope-title = { $scope ->
    [global] todos os servidores
   *[server] este servidor
  }
rating-meaning = rating = μ − 3σ: uma habilidade que a pessoa muito provavelmente tem, no mínimo. Todo mundo começa em 0; derrotas no início podem deixá-lo abaixo de 0 por um tempo
leaderboard-title = **Ranking de Azul — { scope-title }** ({ rating-meaning })
leaderboard-empty = Ainda não há jogos com rating. Termine um jogo com duas pessoas ou mais para entrar no ranking.
leaderboard-row = { $rank }. **{ $name }** — { $rating }{ $mark } · { $games ->
    [0] { $games } jogos
    [one] { $games } jogo
   *[other] { $games } jogos
  } · { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
  }
# A estrela escapada: uma linha que começa com "* " viraria um item de lista no markdown do Discord.
leaderboard-provisional = \* provisório: menos de { $games ->
        [0] { $games } jogos com rating
        [one] { $games } jogo com rating
       *[other] { $games } jogos com rating
      }.
leaderboard-mine = Você: #{ $rank } de { $players } — { $rating }{ $provisional ->
    [yes] {" "}(provisório)
   *[no] {""}
  }, { $games ->
    [0] { $games } jogos
    [one] { $games } jogo
   *[other] { $games } jogos
  }, { $wins ->
    [0] { $wins } vitórias
    [one] { $wins } vitória
   *[other] { $wins } vitórias
  }.
leaderboard-unrated = Você ainda não tem jogo com rating aqui ({ $players ->
    [0] { $players } pessoas com rating
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
stats-bonuses = Bônus por jogo: { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [0] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } linhas
        [one] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } linha
       *[other] { NUMBER($rows, minimumFractionDigits: 2, maximumFractionDigits: 2) } linhas
      } · { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [0] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } colunas
        [one] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } coluna
       *[other] { NUMBER($columns, minimumFractionDigits: 2, maximumFractionDigits: 2) } colunas
      } · { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [0] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } cores
        [one] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } cor
       *[other] { NUMBER($colors, minimumFractionDigits: 2, maximumFractionDigits: 2) } cores
      } ({ NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) ->
        [0] { NUMBER($points, minimumFractionDigits: 1, maximumFractionDigits: 1) } pontos
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
stats-first-game = Depois do primeiro jogo com rating: { $start } → { $last } ({ $delta }); todo mundo começa em 0.
stats-trend = Tendência nos últimos { $games ->
    [0] { $games } jogos com rating
    [one] { $games } jogo com rating
   *[other] { $games } jogos com rating
  }: { $spark } { $first } → { $last } ({ $delta })
stats-rivals = Confrontos diretos (vitórias–derrotas–empates):
stats-rival = • contra **{ $name }**: { $wins }–{ $losses }–{ $ties } em { $games ->
    [0] { $games } jogos
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
history-buttons = Um botão mostra de novo o resultado final desse jogo e seu `azul-game.json`, só para você.
history-button = Jogo { $number }
result-files = Resultado final de { $names }{ $when }, com o jogo inteiro em `azul-game.json` (todas as jogadas, para guardar ou estudar).
stats-unavailable = { $what ->
    [history] O histórico de jogos não está disponível neste bot.
    [ratings] Os ratings não estão disponíveis neste bot.
   *[stats] As estatísticas não estão disponíveis neste bot.
  }
