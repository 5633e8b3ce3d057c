## A mesa ao vivo (a Atividade do Discord): os botões, o que ela diz sobre o jogo e quem a vê, e por que
## um toque ou uma conexão foi recusado. As palavras do tabuleiro vêm de images.ftl, como nas imagens.

activity-open = Abrir a mesa
activity-off = A mesa ao vivo não está disponível neste bot: jogue pelo chat.

activity-undo = Desfazer
activity-undo-move = Desfazer minha jogada { $move }
activity-hint = Dica
activity-play-hint = Jogar isso
activity-take-back = Retomar meu lugar
activity-vote-end = Encerrar o jogo aqui
activity-vote-keep = Continuar jogando
activity-watching = Você está assistindo
activity-your-turn = Sua vez
activity-you-place = Sua vez: coloque o azulejo da fileira { $line }
activity-you-play = Você joga como { $name }
activity-close = Fechar
activity-retry = Tentar de novo
activity-connecting = Entrando na mesa…
activity-reconnecting = A conexão caiu. Reconectando…
activity-summary-close = Voltar para a mesa
activity-results = Resultado final
activity-review = Análise
activity-clock = Faltam { $time }
activity-cancel-pick = Escolher de novo
activity-since = Desde a sua última jogada
activity-latest = Últimas jogadas
activity-at-table = Na mesa: { $names }

activity-no-game = Ainda não há nenhum jogo de Azul aqui. Comece um com /azul new e abra a mesa de novo.
activity-lobby = Esperando jogadores (lugares ocupados: { $seated } de { $seats }). Entre pelo chat.
activity-cancelled = Este jogo foi cancelado.
activity-broken = O estado salvo deste jogo está corrompido e não dá para continuar.
activity-autopilot = O piloto automático está jogando no seu lugar.
activity-left = Você saiu deste jogo; o piloto automático joga no seu lugar.

activity-line = { $line ->
    [floor] Chão
   *[line] Fileira { $number }
  }: { $parts }
activity-part-tiles = { $count ->
    [0] { $count } azulejos
    [one] 1 azulejo
   *[other] { $count } azulejos
  }
activity-part-fills = completa a fileira
activity-part-points = +{ $points } na colocação
activity-part-floor = { $count } para o chão
activity-part-lid = { $count } para a tampa
activity-column = Coluna { $column } (+{ $points })

activity-vote = Nenhum azulejo chegou a uma parede na rodada { $round }. Encerrar o jogo aqui? { $agreed } de { $needed } concordam.
activity-hint-draft = Dica: { $move } ({ $points ->
    [0] { $points } pontos esperados
    [one] { $points } ponto esperado
   *[other] { $points } pontos esperados
  } na colocação).
activity-hint-place = Dica: coloque na coluna { $column } ({ $points }).
activity-review-pending = A análise deste jogo está sendo preparada…
activity-review-player = { $accuracy }% de precisão · { $inaccuracies ->
    [0] { $inaccuracies } imprecisões
    [one] { $inaccuracies } imprecisão
   *[other] { $inaccuracies } imprecisões
  } · { $mistakes ->
    [0] { $mistakes } erros
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
  } · { $blunders ->
    [0] { $blunders } erros graves
    [one] { $blunders } erro grave
   *[other] { $blunders } erros graves
  }
activity-bonuses = Linhas +{ $rows } · Colunas +{ $columns } · Cores +{ $colors }

activity-bye-token-expired = Seu login no Discord expirou. Feche a mesa e abra de novo.
activity-bye-no-instance = O Discord não conhece esta Atividade. Feche e abra a mesa de novo.
activity-bye-not-in-instance = Você não está nesta Atividade. Entre nela pelo Discord primeiro.
activity-bye-wrong-channel = Esta mesa foi aberta para outro canal. Feche e abra a partir do canal do jogo.
activity-bye-second-window = Você já está com esta mesa aberta em outra janela. Feche lá para jogar aqui.
activity-bye-discord-unavailable = O Discord não está respondendo agora. Tente de novo daqui a pouco.
activity-bye-unavailable = O armazenamento dos jogos está inacessível agora. Tente de novo daqui a pouco.
activity-bye-no-hello = A mesa não disse quem é. Feche e abra de novo.
activity-refused-forged = Essa mensagem não é uma que a mesa envia. Nada mudou.
activity-refused-replayed = Esse toque já tinha sido recebido. Nada mudou.
activity-refused-turn-stale = A mesa mudou antes de o seu toque chegar (essa jogada já foi feita). Nada mudou.
activity-refused-wrong-channel = Esta mesa pertence a outro canal. Nada mudou.
activity-refused-too-fast = Toques demais de uma vez. Nada mudou; tente de novo.
