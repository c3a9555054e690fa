import type { ChatLayoutView, Sources } from '@solana-hub/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { chatLayoutsQuery, useSwitchChatLayout } from '../../api/chat-layouts';
import { failureDetail } from '../../api/http-error';
import { paths } from '../../app/paths';
import { Switch } from '../../ui/switch';
import { useToast } from '../../ui/toast';
import { agreementText, describeRule, learnedReadings } from './learned-layout-text';
import { TableScroll } from '../../ui/table-scroll';

/**
 * 'Learned layouts': per chat, where it writes a token's name, symbol and market cap as learned
 * from tokens other chats already named, how many messages it learned from and read, how often
 * its readings agreed with known values, a switch to stop it reading that chat, and a link that
 * opens the template wizard prefilled from its trusted rules (?fromChat=). Nothing
 * until a chat has taught something.
 */
export function LearnedLayouts({ sources }: { sources: Sources }) {
  const layouts = useQuery(chatLayoutsQuery);
  if (layouts.isError)
    return (
      <p className="notice notice--warning" role="status">
        The learned layouts are not available: {layouts.error.message}
      </p>
    );
  const chats = layouts.data?.chats.filter((chat) => chat.messagesLearned > 0) ?? [];
  if (chats.length === 0) return null;
  const titles = new Map(sources.chats.map((chat) => [chat.chatId, chat.title]));
  return (
    <section className="grid gap-2" data-testid="learned-layouts">
      <h2 className="m-0 text-base font-semibold">Learned layouts</h2>
      <p className="m-0 text-sm text-muted">
        Where each chat writes a token’s name, symbol and market cap, learned from tokens other chats already named. A field it has read
        right often enough is read that way, ahead of the generic reader.
      </p>
      <TableScroll label="Learned layouts" className="rounded-card border border-border bg-surface">
        <table className="token-table">
          <thead>
            <tr>
              <th>Chat</th>
              <th>Learned</th>
              <th className="numeric">Learned from</th>
              <th className="numeric">Read</th>
              <th className="numeric">Agreed with known values</th>
              <th>Reads</th>
              <th>Template</th>
            </tr>
          </thead>
          <tbody>
            {chats.map((chat) => (
              <LayoutRow key={chat.chatId} chat={chat} title={titles.get(chat.chatId) ?? chat.chatId} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function LayoutRow({ chat, title }: { chat: ChatLayoutView; title: string }) {
  const toast = useToast();
  const switchLayout = useSwitchChatLayout();
  const readings = learnedReadings(chat.rules);
  const trusted = readings.first;
  const onSwitch = (enabled: boolean) =>
    switchLayout.mutate(
      { chatId: chat.chatId, enabled },
      {
        onError: (error) => toast({ title: 'Failed to switch the learned layout', description: failureDetail(error), variant: 'error' }),
      },
    );
  return (
    <tr data-testid="learned-layout-row" data-chat-id={chat.chatId}>
      <td className="font-semibold">{title}</td>
      <td data-testid="learned-layout-rules">
        {trusted.length === 0 ? <span className="text-muted">still learning</span> : trusted.map(describeRule).join('; ')}
        {readings.others.length > 0 && (
          <span className="text-muted" title={readings.others.map(describeRule).join('\n')} data-testid="learned-layout-other-rules">
            {` (+${readings.others.length} other ${readings.others.length === 1 ? 'reading' : 'readings'})`}
          </span>
        )}
      </td>
      <td className="numeric">{chat.messagesLearned} messages</td>
      <td className="numeric">{chat.messagesRead} messages</td>
      <td className="numeric" data-testid="learned-layout-agreement">
        {agreementText(chat.valuesAgreed, chat.valuesChecked)}
      </td>
      <td>
        <Switch
          checked={chat.enabled}
          onChange={onSwitch}
          disabled={switchLayout.isPending}
          label={`Read ${title} with its learned layout`}
          testId="learned-layout-switch"
        />
      </td>
      <td>
        {trusted.length > 0 && (
          <Link to={paths.wizardFromChat(chat.chatId)} className="whitespace-nowrap" data-testid="learned-layout-save-template">
            Save as template
          </Link>
        )}
      </td>
    </tr>
  );
}
