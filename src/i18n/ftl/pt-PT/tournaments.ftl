## Torneios (/azul torneio), temporadas (/azul ranking temporada, /azul configurações) e as suas recusas.
## Os nomes dos comandos ficam os do pt-BR (o Discord mostra-os): só as descrições são de Portugal.

## Os comandos

cmd-tournament = torneio
    .description = Torneios de Azul neste canal: inscrição, rondas, classificação
cmd-tournament-new = novo
    .description = Abre a inscrição de um torneio neste canal (Gerir servidor, ou o cargo de torneios)
cmd-tournament-name = nome
    .description = O nome do torneio
cmd-tournament-format = formato
    .description = Suíço (predefinição), todos contra todos, ou eliminatória simples
tournament-format-choice = { $format ->
    [swiss] suíço
    [round-robin] todos contra todos
   *[elimination] eliminatória simples
  }
cmd-tournament-table-size = tamanho-da-mesa
    .description = Jogadores por jogo no máximo (2, 3 ou 4; predefinição 2); menos onde a conta não bate certo
cmd-tournament-rounds = rodadas
    .description = Suíço: quantas rondas ({ $min }–{ $max }, predefinição 3)
cmd-tournament-turn-time = tempo-por-turno
    .description = Quanto tempo pode demorar cada vez antes de o piloto automático jogar (predefinição: 1 dia)
cmd-tournament-variant = variante
    .description = Em que parede se joga (predefinição: colorida)
cmd-tournament-bots = bots
    .description = Bots ocupam os lugares que ficariam vazios: ninguém fica de fora de uma ronda (predefinição: não)
cmd-tournament-check-in = check-in
    .description = É preciso fazer check-in antes do início; só quem o fez é emparelhado (predefinição: não)
cmd-tournament-when = início
    .description = Quando começa: quando o iniciares (predefinição), ou depois de algum tempo
tournament-start-choice = { $start ->
    [min15] em 15 minutos
    [min30] em 30 minutos
    [hour1] em 1 hora
    [hour2] em 2 horas
    [day1] em 1 dia
   *[manual] quando eu o iniciar
  }
cmd-tournament-language = idioma
    .description = O idioma das mensagens, imagens e jogos (predefinição: o deste servidor)
cmd-tournament-start = iniciar
    .description = Fecha a inscrição e emparelha a primeira ronda (quem organiza)
cmd-tournament-cancel = cancelar
    .description = Cancela o torneio deste canal; os jogos em curso terminam (quem organiza)
cmd-tournament-drop = desistir
    .description = Sair do resto do torneio (quem organiza pode retirar outra pessoa)
cmd-tournament-drop-user = quem
    .description = Quem sai (predefinição: tu)
cmd-tournament-standings = classificação
    .description = A classificação do torneio deste canal, com os critérios de desempate

## A mensagem de inscrição

tournament-signup-title = 🏆 **{ $name }**: um torneio de Azul, organizado por { $organizer }
tournament-line-format = { $format ->
    [swiss] Suíço, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
      }
    [round-robin] Todos contra todos: cada pessoa enfrenta todas as outras
   *[elimination] Eliminatória simples: quem vence cada jogo avança
  }
tournament-line-tables = Mesas de até { $size } jogadores{ $bots ->
    [yes] {", "}bots ocupam os lugares vazios
   *[no] {""}
  } · { $variant ->
    [gray] parede cinzenta
   *[standard] parede colorida
  } · { $clock }
tournament-line-starts-at = Começa { $when }.
tournament-line-starts-manual = Começa quando { $organizer } o iniciar.
tournament-line-check-in = Check-in: carrega em **Fazer check-in** antes do início; só quem fez check-in é emparelhado.
tournament-entrants = Inscritos ({ $count }): { $players }
tournament-entrants-none = Ainda ninguém se inscreveu.
tournament-join = Inscrever-se
tournament-leave = Sair
tournament-check-in-button = Fazer check-in
tournament-check-in-reminder = **{ $name }** começa { $when }: { $players }, carreguem em **Fazer check-in** na mensagem de inscrição para serem emparelhados.
tournament-signup-running = Começou com { $count ->
    [one] { $count } participante
   *[other] { $count } participantes
  }: a ronda { $round } de { $of } está a ser jogada.
tournament-signup-finished = Este torneio terminou: a classificação final está abaixo.
tournament-signup-cancelled = Este torneio foi cancelado.

## Rondas, mesas e classificações publicadas no canal

tournament-round-title = **{ $name }** · Ronda { $round } de { $of }
tournament-round-table = Mesa { $table }: { $players }
tournament-round-bots = { $count ->
    [one] 1 bot
   *[other] { $count } bots
  }
tournament-round-bye = Folga nesta ronda (½ ponto): { $players }
tournament-round-threads = Cada jogo tem o seu próprio tópico, por baixo da mensagem da sua mesa. Boa sorte!
tournament-table-card = **{ $name }** · Ronda { $round } de { $of } · Mesa { $table }: { $players }
tournament-table-welcome = Mesa { $table } da ronda { $round }: { $players }. O vosso jogo é jogado aqui; o bot menciona quem deve jogar.
tournament-standings-title = { $name }: classificação
tournament-standings-after = Depois da ronda { $after } de { $of }
tournament-standings-final = Classificação final, depois de { $after ->
    [one] { $after } ronda
   *[other] { $after } rondas
  }
tournament-standings-none = Ainda não se jogou nenhuma ronda.
tournament-col-rank = #
tournament-col-player = Jogador
tournament-col-points = Pontos
tournament-col-buchholz = Buchholz
tournament-col-score = Placar
tournament-standing-line = { $rank }. **{ $name }** — { NUMBER($points, maximumFractionDigits: 2) } { $points ->
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
    [one] { NUMBER($points, maximumFractionDigits: 2) } ponto
   *[other] { NUMBER($points, maximumFractionDigits: 2) } pontos
  }
tournament-winner = 🏆 **{ $name }** vence **{ $tournament }**!
tournament-winners = 🏆 **{ $names }** dividem o primeiro lugar em **{ $tournament }**!
tournament-cancelled-notice = **{ $name }** foi cancelado: não haverá mais rondas. A classificação fica como estava.
tournament-too-few-notice = **{ $name }** não começou: precisa de pelo menos 2 participantes (inscritos: { $count }).

## Respostas para quem organiza e para os participantes (só para eles)

tournament-started-answer = **{ $name }** começou: a ronda 1 está publicada neste canal, cada jogo no seu próprio tópico.
tournament-cancelled-answer = **{ $name }** foi cancelado.
tournament-dropped-answer = { $who } sai de **{ $name }** e deixa de ser emparelhado nas próximas rondas. Um jogo em curso continua: `/azul sair` no tópico dele passa o lugar ao piloto automático.
tournament-left-signup = { $who } saiu da inscrição de **{ $name }**.

## Recusas

refusal-tournament-no-server = Torneios acontecem nos canais de um servidor.
refusal-not-organizer = Só quem organiza o torneio, quem tem a permissão Gerir servidor ou o cargo de torneios do servidor (`/azul configurações cargo-de-torneios`) pode fazer isso. Nada mudou.
refusal-no-tournament = Não há torneio neste canal. Quem organiza abre um com `/azul torneio novo`.
refusal-tournament-here = Este canal já tem um torneio em inscrição ou a decorrer. Nada foi aberto.
refusal-bad-tournament-name = O nome de um torneio tem de 1 a 80 caracteres. Nada foi aberto.
refusal-bad-format = Um torneio é suíço, todos contra todos ou eliminatória simples. Nada foi aberto.
refusal-bad-table-size = Um jogo de torneio tem 2, 3 ou 4 jogadores. Nada foi aberto.
refusal-bad-rounds = Um torneio suíço tem de 1 a 15 rondas. Nada foi aberto.
refusal-bad-start = Esse início não é uma das opções. Nada foi aberto.
refusal-tournament-started = A inscrição está fechada: o torneio começou. Nada mudou.
refusal-tournament-not-started = Este torneio ainda não começou. Nada mudou.
refusal-tournament-over = Este torneio terminou. Nada mudou.
refusal-tournament-full = Este torneio está cheio. Nada mudou.
refusal-already-entered = Já te inscreveste. Nada mudou.
refusal-not-entered = Essa pessoa não está inscrita neste torneio. Nada mudou.
refusal-no-check-in = Este torneio não tem check-in: basta inscreveres-te. Nada mudou.
refusal-already-checked-in = Já fizeste check-in. Nada mudou.
refusal-already-dropped = Essa pessoa já saiu deste torneio. Nada mudou.
refusal-too-few-entrants = Um torneio precisa de pelo menos 2 participantes para começar; { $entrants } podem jogar. Nada mudou.
refusal-no-seasons = O ranking deste servidor não tem temporadas. A moderação pode ativá-las com `/azul configurações temporadas`.
refusal-no-previous-season = Ainda não terminou nenhuma temporada deste servidor.
refusal-seasons-not-manual = Aqui as temporadas terminam pelo calendário; só as temporadas `manuais` se encerram à mão. Nada mudou.

## Definições de torneios e temporadas (/azul configurações) e as temporadas do ranking

cmd-settings-tournament-role = cargo-de-torneios
    .description = Um cargo cujos membros podem organizar torneios aqui (além de Gerir servidor)
cmd-settings-seasons = temporadas
    .description = O ranking em temporadas: mensais, trimestrais, à mão, ou desligado
season-mode-choice = { $mode ->
    [monthly] mensais
    [quarterly] trimestrais (de 3 em 3 meses)
    [manual] à mão (fim-da-temporada encerra uma)
   *[off] desligado
  }
cmd-settings-end-season = fim-da-temporada
    .description = Temporadas à mão: encerra já a temporada em curso e começa a seguinte
cmd-leaderboard-season = temporada
    .description = A tabela desta temporada ou da anterior, ou de sempre (predefinição)
season-choice = { $season ->
    [current] esta temporada
    [previous] a temporada anterior
   *[all-time] de sempre
  }
settings-nothing = Escolhe o que mudar: idioma, cargo-de-torneios, temporadas ou fim-da-temporada. Nada mudou.
settings-tournament-role-set = Os membros com { $role } já podem organizar torneios aqui, além de quem tem a permissão Gerir servidor.
settings-seasons-set = { $mode ->
    [monthly] O ranking passa a ter temporadas mensais (pelo calendário, UTC).
    [quarterly] O ranking passa a ter temporadas trimestrais (janeiro, abril, julho e outubro, UTC).
    [manual] O ranking passa a ter temporadas encerradas à mão (`/azul configurações fim-da-temporada`).
   *[off] O ranking volta a não ter temporadas.
  } Os ratings continuam; a tabela de uma temporada conta só os jogos dela, com todos a começar em 0. As tabelas das temporadas são publicadas neste canal.
settings-season-opened = A temporada { $number } começou{ $ends ->
    [none] .
   *[some] {" "}e termina { $ends }.
  }
settings-season-ended = A temporada { $number } terminou: a sua tabela final está publicada neste canal.
season-dates = { $from } – { $to }
season-since = desde { $from }
leaderboard-season-title = **Ranking de Azul — temporada { $number }** ({ $when }): só os jogos desta temporada, todos a começar em 0 (os ratings de sempre continuam)
season-final-title = 🏁 **A temporada { $number } terminou** ({ $when }). A sua tabela final:
season-empty = Não se jogou nenhum jogo com rating nesta temporada.
