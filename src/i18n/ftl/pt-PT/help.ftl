## `/azul ajuda`: algumas páginas privadas curtas.

help-page = página { $page } de { $pages }
help-commands = `/azul novo` abre um jogo aqui: os outros carregam em **Entrar**, quem organiza carrega em **Começar** (junta bots pelo menu, ou `/azul novo bots:2 nível:difícil` para jogar sem mais ninguém; `convidar:` chama só quem indicares). O jogo passa para um tópico próprio.
    `/azul mesa` mostra-te a mesa (e os teus controlos na tua vez); **O meu tabuleiro** mostra o teu tabuleiro de perto, para o telemóvel.
    `/azul jogadas` todas as jogadas até agora · `/azul meus-jogos` os teus jogos em todo o lado · `/azul sair` passa o teu lugar ao piloto automático · `/azul regras` as regras em resumo · `/azul ranking`, `/azul estatísticas`, `/azul histórico` classificações e jogos passados · `/azul análise` (no tópico de um jogo terminado) a análise do jogo pela IA.
    .title = Comandos
help-turn = Na tua vez o bot menciona-te. Toca nos azulejos que vais tirar (uma fábrica ou o centro, e uma cor), depois na { -pattern-line } ou no chão para onde vão: normalmente dois toques. **Voltar** recua um passo; **Dica** mostra o que a IA difícil jogaria; **Anular** desfaz a tua jogada até outra pessoa jogar ou a ronda acabar.
    Se não jogares antes de o tempo acabar, o piloto automático joga por ti; **Recuperar o meu lugar** em `/azul mesa` devolve-to.
    .title = A tua vez
help-row = Quando uma { -pattern-line } está completa no fim da ronda, um dos azulejos passa para a parede. Sozinho vale 1; junto de outros azulejos vale o comprimento da linha que forma (aqui 3 azulejos: +3), e também o da coluna.
    .title = Pontuar um azulejo
help-column = Um azulejo que forma uma linha e uma coluna pontua os dois comprimentos (aqui 2 na horizontal e 3 na vertical: +5). No fim: +2 por linha completa, +7 por coluna completa, +10 por cor colocada cinco vezes.
    .title = Linhas e colunas
help-floor = Os azulejos que não cabem numa linha caem para a { -floor-line }: −1, −1, −2, −2, −2, −3, −3 por ordem (o { -first-player-marker } também conta). A pontuação nunca desce abaixo de 0.
    .title = O chão
