## Uma recusa em palavras de gente, uma por código de erro do app (nada muda, a menos que o texto diga outra coisa).

refusal-db-unavailable = O armazenamento dos jogos está inacessível agora. Nada mudou; tente de novo em instantes.
refusal-conflict = Isso já foi jogado (ou o jogo mudou nesse meio-tempo). Nada mudou.
refusal-not-found = Esse jogo não existe mais. Nada mudou.
refusal-not-lobby = Este jogo já começou ou terminou.
refusal-not-active = Este jogo acabou.
refusal-already-seated = Você já tem um lugar neste jogo.
refusal-not-seated = Você não tem lugar neste jogo.
refusal-lobby-full = Este jogo está cheio.
refusal-channel-busy = Este canal já tem um jogo de Azul.
refusal-bad-input = Isso não é algo que eu saiba fazer. Nada mudou.
refusal-bad-player-count = Um jogo tem de 2 a 4 jogadores.
refusal-bad-turn-time = Esse tempo de turno não está entre as opções (5 minutos, 1 hora, 12 horas, 1 dia, 3 dias, sem limite). Nada foi aberto.
refusal-bad-level = Esse nível não foi oferecido por mim. Escolha fácil, médio ou difícil. Nada mudou.
refusal-thread-of-a-game = Este tópico pertence a um jogo de Azul.
refusal-lobby-started = Esse botão do lobby está desatualizado: este jogo já começou ou terminou. Nada mudou.
refusal-lobby-changed = O lobby mudou nesse meio-tempo (alguém entrou ou saiu); olhe de novo. Nada mudou.
refusal-game-started = Este jogo já começou. `/azul sair` sai dele (pergunta antes).
refusal-not-finished = Só um jogo terminado pode ser jogado de novo.
refusal-not-a-player = Só os jogadores dele podem começar uma revanche.
refusal-not-a-voter = Só os jogadores na mesa votam para encerrar este jogo. Nada mudou.
refusal-not-invited = Este jogo é para as pessoas que quem organiza convidou. Nada mudou.
refusal-already-over = Este jogo já acabou.
refusal-wrong-channel = Esse botão é de um jogo em outro canal. Nada mudou.
refusal-not-running = Este jogo não está mais em andamento. Nada mudou.
refusal-not-in-game = Você não está jogando neste jogo.
refusal-left-game = Você saiu deste jogo; o piloto automático joga seu lugar.
refusal-already-left = Você já saiu deste jogo; o piloto automático joga seu lugar.
refusal-seat-already-yours = Seu lugar já é seu. Nada mudou.
refusal-game-moved-on = O jogo seguiu desde que você pediu. Nada mudou. `/azul sair` sai dele (pergunta antes).
refusal-turn-stale = Estes botões estão desatualizados (essa jogada já foi feita). Use a mensagem de turno mais recente.
refusal-choice-gone = Essa escolha não está disponível agora. Nada mudou.
refusal-illegal = Essa jogada não é permitida pelas regras. Nada mudou.
refusal-stale = O jogo seguiu. Nada mudou.
refusal-not-bot-turn = É a vez de uma pessoa. Nada mudou.
refusal-vote-over = Este jogo acabou: não há mais nada para votar. Nada mudou.
refusal-vote-on-autopilot = O piloto automático joga seu lugar, e ele concorda em encerrar o jogo. Retome seu lugar (em `/azul mesa`) para opinar. Nada mudou.
refusal-vote-never-offered = Essa votação nunca foi oferecida. Nada mudou.
refusal-vote-closed = Essa votação está desatualizada: azulejos chegaram a uma parede desde então, então o jogo continua. Nada mudou.
refusal-vote-already-agreed = Você já concordou em encerrar o jogo aqui. Nada mudou.
refusal-vote-nothing-to-withdraw = Você não tinha concordado em encerrar o jogo, então não há o que retirar. Nada mudou.
refusal-busy = O jogo mudou enquanto seu clique era contado; clique de novo, por favor.
refusal-no-game = Não há jogo de Azul neste canal. Comece um com `/azul novo`.
refusal-in-threads = Os jogos deste canal acontecem nos seus tópicos.
refusal-no-server = Fora de um servidor não há ranking de servidor: use alcance todos os servidores.
refusal-other-server = Esse jogo foi jogado em outro servidor. Nada mudou.
-moderators = Moderação são os membros com a permissão Gerenciar mensagens.
refusal-broken = O estado salvo deste jogo está corrompido e não dá para continuar. Quem organiza (ou a moderação) pode cancelá-lo. { -moderators }
refusal-bots-do-not-fit = { $bots ->
    [0] { $bots } bots não cabem
    [one] { $bots } bot não cabe
   *[other] { $bots } bots não cabem
  } numa mesa de { $seats ->
    [0] { $seats } lugares
    [one] { $seats } lugar
   *[other] { $seats } lugares
  } com você nela.
refusal-bad-variant = Não existe a variante "{ $asked }". Escolha `parede colorida` (padrão) ou `parede cinza`. Nada foi aberto.
refusal-not-host = Só quem organiza pode { $action ->
    [start] começar o jogo
    [remove-bot] remover bots
   *[add-bot] adicionar bots
  }.
refusal-too-few-players = Um jogo precisa de 2 a 4 jogadores; há { $seated } na mesa.
refusal-cancel-stale = Esse botão Cancelar está desatualizado ({ $status ->
    [lobby] o lobby mudou nesse meio-tempo
    [active] o jogo começou desde então
   *[other] este jogo já acabou
  }). Nada mudou. `/azul cancelar` cancela o jogo como ele está agora.
refusal-not-allowed = Só quem organiza ou a moderação pode cancelar este jogo. { -moderators }
refusal-not-your-turn = Não é a sua vez.
refusal-not-your-turn-waiting = Não é a sua vez: esperando { $who }.
refusal-bad-language = Ainda não falo "{ $asked }". Nada mudou.
refusal-outcome-unknown = O armazenamento dos jogos não respondeu a tempo, então não sei se isso foi salvo. Olhe de novo em instantes: a mesa (`/azul mesa`) mostra o que foi salvo, e um clique salvo nunca é aplicado duas vezes.
refusal-invited-host = Você é host deste jogo, então já está nele: convide os outros. Nada foi aberto.
refusal-invited-twice = Você convidou a mesma pessoa duas vezes. Nada foi aberto.
refusal-too-many-invited = Um jogo tem espaço para 3 convidados além de você. Nada foi aberto.
refusal-invited-do-not-fit = { $invited } { $invited ->
    [0] pessoas convidadas e
    [one] pessoa convidada e
   *[other] pessoas convidadas e
  } { $bots } { $bots ->
    [0] bots não cabem
    [one] bot não cabem
   *[other] bots não cabem
  } numa mesa de { $seats ->
    [0] { $seats } lugares
    [one] { $seats } lugar
   *[other] { $seats } lugares
  } com você nela. Nada foi aberto.
refusal-undo-not-yours = Só quem fez essa jogada pode desfazê-la. Nada mudou.
refusal-undo-gone = Essa jogada já foi desfeita. Nada mudou.
refusal-undo-round-over = Essa jogada encerrou a rodada, e a próxima já foi distribuída: ela fica. Nada mudou.
refusal-undo-too-late = Outra pessoa já agiu depois dessa jogada, então ela fica. Nada mudou.
