## Uma recusa em palavras de gente, uma por código de erro da aplicação (nada muda, a menos que o texto diga outra coisa).

refusal-db-unavailable = O armazenamento dos jogos não está acessível neste momento. Nada mudou; tenta outra vez daqui a pouco.
refusal-conflict = Isso já foi jogado (ou o jogo mudou entretanto). Nada mudou.
refusal-not-found = Esse jogo já não existe. Nada mudou.
refusal-not-lobby = Este jogo já começou ou acabou.
refusal-not-active = Este jogo acabou.
refusal-already-seated = Já tens lugar neste jogo.
refusal-not-seated = Não tens lugar neste jogo.
refusal-lobby-full = Este jogo está cheio.
refusal-channel-busy = Este canal já tem um jogo de Azul.
refusal-bad-input = Isso não é algo que eu saiba fazer. Nada mudou.
refusal-bad-player-count = Um jogo tem de 2 a 4 jogadores.
refusal-bad-turn-time = Esse tempo de turno não é uma das opções (5 minutos, 1 hora, 12 horas, 1 dia, 3 dias, sem limite). Nada foi aberto.
refusal-bad-level = Esse nível não foi oferecido por mim. Escolhe fácil, médio ou difícil. Nada mudou.
refusal-thread-of-a-game = Este tópico pertence a um jogo de Azul.
refusal-lobby-started = Esse botão do lobby está desatualizado: este jogo já começou ou acabou. Nada mudou.
refusal-lobby-changed = O lobby mudou entretanto (alguém entrou ou saiu); volta a olhar. Nada mudou.
refusal-game-started = Este jogo já começou. `/azul sair` sai dele (pergunta antes).
refusal-not-finished = Só um jogo terminado pode ser jogado outra vez.
refusal-not-a-player = Só os jogadores desse jogo podem começar uma desforra.
refusal-not-a-voter = Só os jogadores à mesa votam o fim deste jogo. Nada mudou.
refusal-not-invited = Este jogo é para as pessoas que quem organiza convidou. Nada mudou.
refusal-already-over = Este jogo já acabou.
refusal-wrong-channel = Esse botão é de um jogo noutro canal. Nada mudou.
refusal-not-running = Este jogo já não está a decorrer. Nada mudou.
refusal-not-in-game = Não estás a jogar neste jogo.
refusal-left-game = Saíste deste jogo; o piloto automático joga o teu lugar.
refusal-already-left = Já saíste deste jogo; o piloto automático joga o teu lugar.
refusal-seat-already-yours = O teu lugar já é teu. Nada mudou.
refusal-game-moved-on = O jogo avançou desde que pediste. Nada mudou. `/azul sair` sai dele (pergunta antes).
refusal-turn-stale = Estes botões estão desatualizados (essa jogada já foi feita). Usa a mensagem de turno mais recente.
refusal-choice-gone = Essa escolha já não está disponível. Nada mudou.
refusal-illegal = Essa jogada não é permitida pelas regras. Nada mudou.
refusal-stale = O jogo avançou. Nada mudou.
refusal-not-bot-turn = É a vez de uma pessoa. Nada mudou.
refusal-vote-over = Este jogo acabou: já não há nada para votar. Nada mudou.
refusal-vote-on-autopilot = O piloto automático joga o teu lugar, e concorda em terminar o jogo. Recupera o teu lugar (em `/azul mesa`) para teres voz. Nada mudou.
refusal-vote-never-offered = Essa votação nunca foi proposta. Nada mudou.
refusal-vote-closed = Essa votação está desatualizada: entretanto chegaram azulejos a uma parede, por isso o jogo continua. Nada mudou.
refusal-vote-already-agreed = Já concordaste em terminar o jogo aqui. Nada mudou.
refusal-vote-nothing-to-withdraw = Não tinhas concordado em terminar o jogo, por isso não há nada a retirar. Nada mudou.
refusal-busy = O jogo mudou enquanto o teu clique era contado; clica outra vez, por favor.
refusal-no-game = Não há nenhum jogo de Azul neste canal. Começa um com `/azul novo`.
refusal-in-threads = Os jogos deste canal decorrem nos seus tópicos.
refusal-no-server = Fora de um servidor não há ranking do servidor: usa o alcance todos os servidores.
refusal-other-server = Esse jogo foi jogado noutro servidor. Nada mudou.
-moderators = A moderação são os membros com a permissão Gerir mensagens.
refusal-broken = O estado guardado deste jogo está estragado e não dá para continuar. Quem organiza (ou a moderação) pode cancelá-lo. { -moderators }
refusal-bots-do-not-fit = { $bots ->
    [one] { $bots } bot não cabe
   *[other] { $bots } bots não cabem
  } numa mesa de { $seats ->
    [one] { $seats } lugar
   *[other] { $seats } lugares
  } contigo nela.
refusal-bad-variant = Não existe a variante "{ $asked }". Escolhe `parede colorida` (padrão) ou `parede cinzenta`. Nada foi aberto.
refusal-not-host = Só quem organiza pode { $action ->
    [start] começar o jogo
    [remove-bot] retirar bots
   *[add-bot] juntar bots
  }.
refusal-too-few-players = Um jogo precisa de 2 a 4 jogadores; há { $seated } à mesa.
refusal-cancel-stale = Esse botão Cancelar está desatualizado ({ $status ->
    [lobby] o lobby mudou entretanto
    [active] entretanto o jogo começou
   *[other] este jogo já acabou
  }). Nada mudou. `/azul cancelar` cancela o jogo tal como está agora.
refusal-not-allowed = Só quem organiza ou a moderação pode cancelar este jogo. { -moderators }
refusal-not-your-turn = Não é a tua vez.
refusal-not-your-turn-waiting = Não é a tua vez: à espera de { $who }.
refusal-bad-language = Ainda não falo "{ $asked }". Nada mudou.
refusal-outcome-unknown = O armazenamento dos jogos não respondeu a tempo, por isso não sei se isso ficou guardado. Volta a olhar daqui a pouco: a mesa (`/azul mesa`) mostra o que ficou guardado, e um clique guardado nunca é aplicado duas vezes.
refusal-invited-host = És host deste jogo, por isso já estás nele: convida os outros. Nada foi aberto.
refusal-invited-twice = Convidaste a mesma pessoa duas vezes. Nada foi aberto.
refusal-too-many-invited = Um jogo tem lugar para 3 convidados além de ti. Nada foi aberto.
refusal-invited-do-not-fit = { $invited } { $invited ->
    [one] pessoa convidada e
   *[other] pessoas convidadas e
  } { $bots } { $bots ->
    [one] bot não cabem
   *[other] bots não cabem
  } numa mesa de { $seats ->
    [one] { $seats } lugar
   *[other] { $seats } lugares
  } contigo nela. Nada foi aberto.
refusal-undo-not-yours = Só quem fez essa jogada a pode anular. Nada mudou.
refusal-undo-gone = Essa jogada já foi anulada. Nada mudou.
refusal-undo-round-over = Essa jogada fechou a ronda, e a seguinte já foi distribuída: fica. Nada mudou.
refusal-undo-too-late = Outra pessoa já agiu depois dessa jogada, por isso fica. Nada mudou.
