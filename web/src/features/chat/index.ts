/**
 * The floating Quala chat helper on public pages. Only the launcher button is in a page's first load;
 * the panel and Quala's scripted answers load when the chat is first opened.
 */
export { ChatLauncher } from './ChatLauncher';
export type { ChatVariant } from './variant';
