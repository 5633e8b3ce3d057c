## A mesa ao vivo (a Atividade do Discord): os botões, o que diz sobre o jogo e quem o vê, e porque
## um toque ou uma ligação foi recusado. As palavras do tabuleiro vêm de images.ftl, como nas imagens.

activity-open = Abrir a mesa
activity-off = A mesa ao vivo não está disponível neste bot: joga a partir do chat.

activity-undo = Anular
activity-undo-move = Anular a minha jogada { $move }
activity-hint = Dica
activity-play-hint = Jogar isto
activity-take-back = Recuperar o meu lugar
activity-vote-end = Terminar o jogo aqui
activity-vote-keep = Continuar a jogar
activity-watching = Estás a ver
activity-your-turn = É a tua vez
activity-you-place = É a tua vez: coloca o azulejo da linha { $line }
activity-you-play = Jogas como { $name }
activity-close = Fechar
activity-retry = Tentar de novo
activity-connecting = A entrar na mesa…
activity-reconnecting = A ligação caiu. A voltar a ligar…
activity-summary-close = Voltar à mesa
activity-results = Resultados finais
activity-review = Análise
activity-clock = Faltam { $time }
activity-cancel-pick = Escolher de novo
activity-since = Desde a tua última jogada
activity-latest = Últimas jogadas
activity-at-table = À mesa: { $names }

activity-no-game = Ainda não há nenhum jogo de Azul aqui. Começa um com /azul new e abre a mesa outra vez.
activity-lobby = À espera de jogadores (lugares ocupados: { $seated } de { $seats }). Entra pelo chat.
activity-cancelled = Este jogo foi cancelado.
activity-broken = O estado guardado deste jogo está danificado e não se pode continuar.
activity-autopilot = O piloto automático está a jogar no teu lugar.
activity-left = Saíste deste jogo; o piloto automático joga no teu lugar.

activity-line = { $line ->
    [floor] Chão
   *[line] Linha { $number }
  }: { $parts }
activity-part-tiles = { $count ->
    [one] 1 azulejo
   *[other] { $count } azulejos
  }
activity-part-fills = completa-a
activity-part-points = +{ $points } na colocação
activity-part-floor = { $count } para o chão
activity-part-lid = { $count } para a tampa
activity-column = Coluna { $column } (+{ $points })

activity-vote = Nenhum azulejo chegou a uma parede na ronda { $round }. Terminar o jogo aqui? { $agreed } de { $needed } concordam.
activity-hint-draft = Dica: { $move } ({ $points ->
    [one] { $points } ponto esperado
   *[other] { $points } pontos esperados
  } na colocação).
activity-hint-place = Dica: coloca-o na coluna { $column } ({ $points }).
activity-review-pending = A análise deste jogo está a ser preparada…
activity-review-player = { $accuracy }% de precisão · { $inaccuracies ->
    [one] { $inaccuracies } imprecisão
   *[other] { $inaccuracies } imprecisões
  } · { $mistakes ->
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
  } · { $blunders ->
    [one] { $blunders } erro grave
   *[other] { $blunders } erros graves
  }
activity-bonuses = Linhas +{ $rows } · Colunas +{ $columns } · Cores +{ $colors }

activity-bye-token-expired = A tua sessão do Discord expirou. Fecha a mesa e abre-a outra vez.
activity-bye-no-instance = O Discord não conhece esta Atividade. Fecha-a e abre a mesa outra vez.
activity-bye-not-in-instance = Não estás nesta Atividade. Junta-te a ela pelo Discord primeiro.
activity-bye-wrong-channel = Esta mesa foi aberta para outro canal. Fecha-a e abre-a a partir do canal do jogo.
activity-bye-second-window = Já tens esta mesa aberta noutra janela. Fecha-a lá para jogares aqui.
activity-bye-discord-unavailable = O Discord não está a responder. Tenta de novo daqui a pouco.
activity-bye-unavailable = O armazenamento dos jogos não está acessível. Tenta de novo daqui a pouco.
activity-bye-no-hello = A mesa não disse quem é. Fecha-a e abre-a outra vez.
activity-refused-forged = Essa mensagem não é uma que a mesa envie. Nada mudou.
activity-refused-replayed = Esse toque já tinha sido recebido. Nada mudou.
activity-refused-turn-stale = A mesa mudou antes de o teu toque chegar (essa jogada já foi feita). Nada mudou.
activity-refused-wrong-channel = Esta mesa pertence a outro canal. Nada mudou.
activity-refused-too-fast = Demasiados toques de uma vez. Nada mudou; tenta de novo.
