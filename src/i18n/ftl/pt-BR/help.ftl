## `/azul ajuda`: algumas páginas privadas curtas.

help-page = página { $page } de { $pages }
help-commands = `/azul novo` abre um jogo aqui: os outros apertam **Entrar**, quem organiza aperta **Começar** (adicione bots pelo menu, ou `/azul novo bots:2 nível:difícil` para jogar sem mais ninguém; `convidar:` chama só quem você indicar). O jogo vai para um tópico próprio.
    `/azul mesa` mostra a mesa (e seus controles na sua vez); **Meu tabuleiro** mostra seu tabuleiro de perto, para o celular.
    `/azul jogadas` todas as jogadas até agora · `/azul meus-jogos` seus jogos em todo lugar · `/azul sair` passa seu lugar ao piloto automático · `/azul regras` as regras em resumo · `/azul ranking`, `/azul estatísticas`, `/azul histórico` ratings e jogos passados · `/azul análise` (no tópico de um jogo terminado) a análise do jogo pela IA.
    .title = Comandos
help-turn = Na sua vez o bot menciona você. Toque nos azulejos que vai pegar (um expositor ou o centro, e uma cor), depois na { -pattern-line } ou na linha de chão para onde vão: normalmente dois toques. **Voltar** volta um passo; **Dica** mostra o que a IA difícil jogaria; **Desfazer** desfaz sua jogada até outra pessoa jogar ou a rodada acabar.
    Se você não jogar antes de o tempo acabar, o piloto automático joga por você; **Retomar meu lugar** em `/azul mesa` devolve o lugar a você.
    .title = Sua vez
help-row = Quando uma { -pattern-line } está completa no fim da rodada, um dos azulejos vai para a parede. Sozinho, vale 1; ao lado de outros azulejos, vale o tamanho da linha que forma (aqui 3 azulejos: +3), e da coluna também.
    .title = Pontuar um azulejo
help-column = Um azulejo que forma uma linha e uma coluna pontua os dois tamanhos (aqui 2 na horizontal e 3 na vertical: +5). No fim: +2 por linha completa, +7 por coluna completa, +10 por cor colocada cinco vezes.
    .title = Linhas e colunas
help-floor = Azulejos que não cabem numa fileira caem na linha de chão: −1, −1, −2, −2, −2, −3, −3 nessa ordem (o { -first-player-marker } também conta). A pontuação nunca fica abaixo de 0.
    .title = A linha de chão
