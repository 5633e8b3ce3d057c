## `/azul regras`: as regras em resumo (uma mensagem do Discord, no máximo 2000 caracteres).

rules =
    {"**Azul em resumo**"}
    • Na sua vez, pegue **todos os azulejos de uma cor** de um { -display } (o resto vai para o { -center }) ou do { -center }. Quem pegar primeiro do { -center } leva também o { -first-player-marker } (ele conta como um azulejo da linha de chão).
    • Coloque-os em **uma { -pattern-line }** (a fileira N comporta N azulejos, de uma só cor, e não uma cor que já está nessa linha da parede) ou na linha de chão. Os que não cabem caem na linha de chão: −1, −1, −2, −2, −2, −3, −3.
    • Quando todos os expositores e o { -center } estiverem vazios, cada **fileira completa** leva um azulejo para a parede: vale 1, ou o tamanho das sequências na linha e na coluna que ele forma; os outros azulejos dessa fileira vão para a tampa. **Fileiras incompletas ficam** como estão para a próxima rodada. Os azulejos do chão e as sobras vão para a tampa, e a pontuação **nunca fica abaixo de 0**.
    • Quem tem o **{ -first-player-marker } começa a próxima rodada** (quem começa a primeira rodada é sorteado).
    • O jogo termina depois da rodada em que alguém completa uma **linha horizontal**. Bônus: +{ $row } por linha completa, +{ $column } por coluna completa, +{ $color } por cor colocada 5 vezes. Empates vão para quem tem mais linhas completas.
    • Um jogo pode travar (azulejos que nunca completam uma fileira). Depois de uma rodada em que nenhum azulejo chegou a nenhuma parede, o resumo da rodada oferece **Encerrar o jogo aqui**: quando todos que jogam o próprio lugar concordam, o jogo termina como está, com os bônus e o desempate de sempre.
    • Variante **parede cinza**: a parede não tem cores impressas; você escolhe a coluna de cada azulejo (nenhuma cor duas vezes numa linha ou coluna).

    {"**Comandos**"}: `/azul novo [jogadores] [variante] [bots] [nível] [tempo-por-turno]` abre um lobby (bots: adversários de IA) · `/azul mesa` a mesa, só para você · `/azul jogadas` as jogadas do jogo inteiro · `/azul meus-jogos` seus jogos em todo lugar · `/azul avisar ativar|desativar` DMs na sua vez · `/azul sair` sair (o piloto automático assume seu lugar) · `/azul cancelar` (host ou Gerenciar mensagens) · `/azul ranking`, `/azul estatísticas`, `/azul histórico` · `/azul regras` este texto.
