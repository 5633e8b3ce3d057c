// What bots hear of messages: MESSAGE_CREATE, MESSAGE_UPDATE and MESSAGE_DELETE on the gateway,
// to the sessions of the guild's shard that asked for the GuildMessages intent. Ephemeral messages
// and direct messages are never dispatched (the bot only learns of them from its own requests).
import { GatewayDispatchEvents, GatewayIntentBits } from 'discord-api-types/v10';
import type { FakeGateway } from './gateway.ts';
import type { ChannelRecord, FakeMessage } from './model.ts';
import type { ApiViews } from './views.ts';

const GUILD_MESSAGES = GatewayIntentBits.GuildMessages;

export class MessageDispatch {
  constructor(
    private readonly gateway: FakeGateway,
    private readonly views: ApiViews,
  ) {}

  /** A new public message in a server channel (a reply, a follow-up, a post). */
  created(message: FakeMessage, channel: ChannelRecord): void {
    const json = this.views.messageJson(message);
    this.gateway.dispatch(GatewayDispatchEvents.MessageCreate, json, GUILD_MESSAGES, channel.guildId);
  }

  updated(message: FakeMessage): void {
    const json = this.views.messageJson(message);
    this.gateway.dispatch(GatewayDispatchEvents.MessageUpdate, json, GUILD_MESSAGES, json.guild_id);
  }

  deleted(message: FakeMessage): void {
    const guildId = this.views.guildOfChannel(message.channelId);
    this.gateway.dispatch(
      GatewayDispatchEvents.MessageDelete,
      { id: message.id, channel_id: message.channelId, guild_id: guildId },
      GUILD_MESSAGES,
      guildId,
    );
  }
}
