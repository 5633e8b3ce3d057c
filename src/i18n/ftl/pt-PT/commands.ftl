## O comando `/azul`, os subcomandos, opções e escolhas como o seletor de comandos do Discord os mostra.
## O Discord não tem português de Portugal: os nomes são os mesmos de pt-BR (o que um cliente
## português mostra), as descrições são de Portugal. Nome: minúsculas, 1–32 caracteres, letras,
## dígitos, - e _ apenas; descrição: no máximo 100 caracteres.

cmd-azul = azul
    .description = Joga Azul neste canal
cmd-new = novo
    .description = Abre um novo jogo de Azul neste canal; os outros entram com o botão
cmd-new-players = jogadores
    .description = Lugares no jogo ({ $min }–{ $max }, por omissão { $max })
cmd-new-variant = variante
    .description = Em que parede jogar (por omissão: colorida)
cmd-new-bots = bots
    .description = Adversários de IA a sentar já (0–{ $max })
cmd-new-level = nível
    .description = A força desses bots (por omissão: médio; sozinho, senta um bot)
cmd-new-turn-time = tempo-por-turno
    .description = Quanto pode durar cada turno antes de o piloto automático o jogar (por omissão: 1 dia)
cmd-new-language = idioma
    .description = A língua das mensagens e imagens do jogo (por omissão: a do servidor)
cmd-new-invite = convidar
    .description = Convida alguém: só quem for convidado (e bots) pode sentar-se
cmd-new-invite2 = convidar2
    .description = Convida uma segunda pessoa
cmd-new-invite3 = convidar3
    .description = Convida uma terceira pessoa
cmd-board = mesa
    .description = Mostra a mesa do jogo deste canal (só para ti)
cmd-log = jogadas
    .description = Todas as jogadas do jogo deste canal até agora, ronda a ronda (só para ti)
cmd-log-page = página
    .description = Que página (por omissão: a última)
cmd-rules = regras
    .description = Como se joga Azul, em resumo
cmd-leave = sair
    .description = Sai do lobby ou do jogo em curso (pergunta antes; o piloto automático fica com o teu lugar)
cmd-cancel = cancelar
    .description = Termina o lobby ou o jogo deste canal (host, ou permissão Gerir mensagens)
cmd-mygames = meus-jogos
    .description = Lista os jogos de Azul em que tens lugar, em todos os servidores (só para ti)
cmd-notify = avisar
    .description = Recebe uma mensagem direta quando o teu turno está à espera (ativar), ou só a menção (desativar)
cmd-notify-dm = dm
    .description = ativar ou desativar
choice-on = ativar
choice-off = desativar
cmd-leaderboard = ranking
    .description = Os melhores jogadores de Azul (top 10) e a tua posição
cmd-leaderboard-scope = alcance
    .description = Este servidor (por omissão) ou todos os servidores
choice-scope-server = este servidor
choice-scope-global = todos os servidores
cmd-share = compartilhar
    .description = Publica no canal para todos (por omissão: só tu vês)
cmd-stats = estatísticas
    .description = Estatísticas e rating de Azul de alguém (por omissão: tu)
cmd-stats-user = quem
    .description = De quem são as estatísticas (por omissão: as tuas)
cmd-history = histórico
    .description = Os últimos 10 jogos de Azul terminados de alguém (por omissão: tu)
cmd-history-user = quem
    .description = De quem são os jogos (por omissão: os teus)
cmd-settings = configurações
    .description = As definições de Azul deste servidor (permissão Gerir servidor)
cmd-settings-language = idioma
    .description = A língua dos jogos deste servidor (por omissão: a língua do servidor no Discord)
choice-language-server = a língua do servidor no Discord
cmd-help = ajuda
    .description = O que escrever e carregar, com os exemplos de pontuação das regras (só para ti)

# The Activity's Entry Point command (the App Launcher lists it): opens the table of the channel's game.
cmd-table = mesa
    .description = Abrir a mesa de Azul deste canal: o seu jogo, ou a sua sala de espera
