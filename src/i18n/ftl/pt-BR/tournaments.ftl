## Torneios (/azul torneio), temporadas (/azul ranking temporada, /azul configurações) e suas recusas.

## Os comandos

cmd-tournament = torneio
    .description = Torneios de Azul neste canal: inscrição, rodadas, classificação
cmd-tournament-new = novo
    .description = Abre a inscrição de um torneio neste canal (Gerenciar servidor, ou o cargo de torneios)
cmd-tournament-name = nome
    .description = O nome do torneio
cmd-tournament-format = formato
    .description = Suíço (padrão), todos contra todos, ou eliminatória simples
tournament-format-choice = { $format ->
    [swiss] suíço
    [round-robin] todos contra todos
   *[elimination] eliminatória simples
  }
cmd-tournament-table-size = tamanho-da-mesa
    .description = Jogadores por partida no máximo (2, 3 ou 4; padrão 2); menos onde a conta não fecha
cmd-tournament-rounds = rodadas
    .description = Suíço: quantas rodadas ({ $min }–{ $max }, padrão 3)
cmd-tournament-turn-time = tempo-por-turno
    .description = Quanto tempo cada turno pode levar antes que o piloto automático jogue (padrão: 1 dia)
cmd-tournament-variant = variante
    .description = Em que parede se joga (padrão: colorida)
cmd-tournament-bots = bots
    .description = Bots ocupam os lugares que ficariam vazios, para ninguém ficar de fora de uma rodada (padrão: não)
cmd-tournament-check-in = check-in
    .description = É preciso fazer check-in antes do início; só quem fez é emparelhado (padrão: não)
cmd-tournament-when = início
    .description = Quando começa: quando você iniciar (padrão), ou depois de um tempo
tournament-start-choice = { $start ->
    [min15] em 15 minutos
    [min30] em 30 minutos
    [hour1] em 1 hora
    [hour2] em 2 horas
    [day1] em 1 dia
   *[manual] quando eu iniciar
  }
cmd-tournament-language = idioma
    .description = O idioma das mensagens, imagens e partidas (padrão: o deste servidor)
cmd-tournament-start = iniciar
    .description = Fecha a inscrição e emparelha a primeira rodada (quem organiza)
cmd-tournament-cancel = cancelar
    .description = Cancela o torneio deste canal; as partidas em andamento terminam (quem organiza)
cmd-tournament-drop = desistir
    .description = Sair do resto do torneio (quem organiza pode tirar outra pessoa)
cmd-tournament-drop-user = quem
    .description = Quem sai (padrão: você)
cmd-tournament-standings = classificação
    .description = A classificação do torneio deste canal, com os critérios de desempate

## A mensagem de inscrição

tournament-signup-title = 🏆 **{ $name }**: um torneio de Azul, organizado por { $organizer }
tournament-line-format = { $format ->
    [swiss] Suíço, { $rounds ->
        [0] { $rounds } rodadas
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
      }
    [round-robin] Todos contra todos: cada pessoa enfrenta todas as outras
   *[elimination] Eliminatória simples: quem vence cada partida avança
  }
tournament-line-tables = Mesas de até { $size } jogadores{ $bots ->
    [yes] {", "}bots ocupam os lugares vazios
   *[no] {""}
  } · { $variant ->
    [gray] parede cinza
   *[standard] parede colorida
  } · { $clock }
tournament-line-starts-at = Começa { $when }.
tournament-line-starts-manual = Começa quando { $organizer } iniciar.
tournament-line-check-in = Check-in: aperte **Fazer check-in** antes do início; só quem fez check-in é emparelhado.
tournament-entrants = Inscritos ({ $count }): { $players }
tournament-entrants-none = Ninguém se inscreveu ainda.
tournament-join = Inscrever-se
tournament-leave = Sair
tournament-check-in-button = Fazer check-in
tournament-check-in-reminder = **{ $name }** começa { $when }: { $players }, apertem **Fazer check-in** na mensagem de inscrição para serem emparelhados.
tournament-signup-running = Começou com { $count ->
    [0] { $count } participantes
    [one] { $count } participante
   *[other] { $count } participantes
  }: a rodada { $round } de { $of } está sendo jogada.
tournament-signup-finished = Este torneio terminou: a classificação final está abaixo.
tournament-signup-cancelled = Este torneio foi cancelado.

## Rodadas, mesas e classificações publicadas no canal

tournament-round-title = **{ $name }** · Rodada { $round } de { $of }
tournament-round-table = Mesa { $table }: { $players }
tournament-round-bots = { $count ->
    [0] { $count } bots
    [one] 1 bot
   *[other] { $count } bots
  }
tournament-round-bye = Folga nesta rodada (½ ponto): { $players }
tournament-round-threads = Cada partida tem seu próprio tópico, abaixo da mensagem da sua mesa. Boa sorte!
tournament-table-card = **{ $name }** · Rodada { $round } de { $of } · Mesa { $table }: { $players }
tournament-table-welcome = Mesa { $table } da rodada { $round }: { $players }. A partida de vocês é jogada aqui; o bot menciona quem deve jogar.
tournament-standings-title = { $name }: classificação
tournament-standings-after = Depois da rodada { $after } de { $of }
tournament-standings-final = Classificação final, depois de { $after ->
    [one] { $after } rodada
   *[other] { $after } rodadas
  }
tournament-standings-none = Nenhuma rodada foi jogada ainda.
tournament-col-rank = #
tournament-col-player = Jogador
tournament-col-points = Pontos
tournament-col-buchholz = Buchholz
tournament-col-score = Placar
tournament-standing-line = { $rank }. **{ $name }** — { NUMBER($points, maximumFractionDigits: 2) } { $points ->
    [0] pontos
    [one] ponto
   *[other] pontos
  } · Buchholz { NUMBER($buchholz, maximumFractionDigits: 2) } · placar { $score }{ $note ->
    [dropped] {" "}(desistiu)
    [out] {" "}(eliminado)
   *[none] {""}
  }
tournament-standings-more = …e mais { $count } (na imagem).
tournament-standings-scale = Pontos: com 2 jogadores, 1 pela vitória e ½ pelo empate; com 3 e 4, de 1 para o primeiro a 0 para o último, em passos iguais; uma folga vale ½. Desempate: Buchholz (os pontos dos adversários), depois o placar total, depois o rating.
tournament-standings-alt = Classificação de { $name }: { $leaders }
tournament-standings-alt-entry = { $rank }. { $name }, { $points ->
    [0] { NUMBER($points, maximumFractionDigits: 2) } pontos
    [one] { NUMBER($points, maximumFractionDigits: 2) } ponto
   *[other] { NUMBER($points, maximumFractionDigits: 2) } pontos
  }
tournament-winner = 🏆 **{ $name }** vence **{ $tournament }**!
tournament-winners = 🏆 **{ $names }** dividem o primeiro lugar em **{ $tournament }**!
tournament-cancelled-notice = **{ $name }** foi cancelado: não haverá mais rodadas. A classificação fica como estava.
tournament-too-few-notice = **{ $name }** não começou: precisa de pelo menos 2 participantes (inscritos: { $count }).

## Respostas para quem organiza e para os participantes (só para eles)

tournament-started-answer = **{ $name }** começou: a rodada 1 está publicada neste canal, cada partida no seu próprio tópico.
tournament-cancelled-answer = **{ $name }** foi cancelado.
tournament-dropped-answer = { $who } sai de **{ $name }** e não será emparelhado nas próximas rodadas. Uma partida em andamento continua: `/azul sair` no tópico dela passa o lugar para o piloto automático.
tournament-left-signup = { $who } saiu da inscrição de **{ $name }**.

## Recusas

refusal-tournament-no-server = Torneios acontecem nos canais de um servidor.
refusal-not-organizer = Só quem organiza o torneio, quem tem a permissão Gerenciar servidor ou o cargo de torneios do servidor (`/azul configurações cargo-de-torneios`) pode fazer isso. Nada mudou.
refusal-no-tournament = Não há torneio neste canal. Quem organiza abre um com `/azul torneio novo`.
refusal-tournament-here = Este canal já tem um torneio em inscrição ou em andamento. Nada foi aberto.
refusal-bad-tournament-name = O nome de um torneio tem de 1 a 80 caracteres. Nada foi aberto.
refusal-bad-format = Um torneio é suíço, todos contra todos ou eliminatória simples. Nada foi aberto.
refusal-bad-table-size = Uma partida de torneio tem 2, 3 ou 4 jogadores. Nada foi aberto.
refusal-bad-rounds = Um torneio suíço tem de 1 a 15 rodadas. Nada foi aberto.
refusal-bad-start = Esse início não é uma das opções. Nada foi aberto.
refusal-tournament-started = A inscrição está fechada: o torneio começou. Nada mudou.
refusal-tournament-not-started = Este torneio ainda não começou. Nada mudou.
refusal-tournament-over = Este torneio terminou. Nada mudou.
refusal-tournament-full = Este torneio está lotado. Nada mudou.
refusal-already-entered = Você já se inscreveu. Nada mudou.
refusal-not-entered = Essa pessoa não está inscrita neste torneio. Nada mudou.
refusal-no-check-in = Este torneio não tem check-in: basta se inscrever. Nada mudou.
refusal-already-checked-in = Você já fez check-in. Nada mudou.
refusal-already-dropped = Essa pessoa já saiu deste torneio. Nada mudou.
refusal-too-few-entrants = Um torneio precisa de pelo menos 2 participantes para começar; { $entrants } podem jogar. Nada mudou.
refusal-no-seasons = O ranking deste servidor não tem temporadas. A moderação pode ativá-las com `/azul configurações temporadas`.
refusal-no-previous-season = Nenhuma temporada deste servidor terminou ainda.
refusal-seasons-not-manual = Aqui as temporadas terminam pelo calendário; só temporadas `manuais` são encerradas à mão. Nada mudou.

## Configurações de torneios e temporadas (/azul configurações) e as temporadas do ranking

cmd-settings-tournament-role = cargo-de-torneios
    .description = Um cargo cujos membros podem organizar torneios aqui (além de Gerenciar servidor)
cmd-settings-seasons = temporadas
    .description = O ranking em temporadas: mensais, trimestrais, à mão, ou desligado
season-mode-choice = { $mode ->
    [monthly] mensais
    [quarterly] trimestrais (a cada 3 meses)
    [manual] à mão (fim-da-temporada encerra uma)
   *[off] desligado
  }
cmd-settings-end-season = fim-da-temporada
    .description = Temporadas à mão: encerra agora a temporada em andamento e começa a próxima
cmd-leaderboard-season = temporada
    .description = A tabela desta temporada ou da anterior, ou de todos os tempos (padrão)
season-choice = { $season ->
    [current] esta temporada
    [previous] a temporada anterior
   *[all-time] todos os tempos
  }
settings-nothing = Escolha o que mudar: idioma, cargo-de-torneios, temporadas ou fim-da-temporada. Nada mudou.
settings-tournament-role-set = Membros com { $role } agora podem organizar torneios aqui, além de quem tem a permissão Gerenciar servidor.
settings-seasons-set = { $mode ->
    [monthly] O ranking agora tem temporadas mensais (pelo calendário, UTC).
    [quarterly] O ranking agora tem temporadas trimestrais (janeiro, abril, julho e outubro, UTC).
    [manual] O ranking agora tem temporadas encerradas à mão (`/azul configurações fim-da-temporada`).
   *[off] O ranking volta a não ter temporadas.
  } Os ratings continuam; a tabela de uma temporada conta só os jogos dela, com todos começando em 0. As tabelas das temporadas são publicadas neste canal.
settings-season-opened = A temporada { $number } começou{ $ends ->
    [none] .
   *[some] {" "}e termina { $ends }.
  }
settings-season-ended = A temporada { $number } terminou: sua tabela final está publicada neste canal.
season-dates = { $from } – { $to }
season-since = desde { $from }
leaderboard-season-title = **Ranking de Azul — temporada { $number }** ({ $when }): só os jogos desta temporada, todos começando em 0 (os ratings de sempre continuam)
season-final-title = 🏁 **A temporada { $number } terminou** ({ $when }). Sua tabela final:
season-empty = Nenhum jogo valendo rating foi jogado nesta temporada.
