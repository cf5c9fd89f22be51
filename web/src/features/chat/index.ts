/**
 * The floating Quala chat helper on public pages. Mount point only so far: the public-site work replaces
 * this with the closed launcher button that loads the chat panel on first open.
 */
export function ChatLauncher(): null {
  return null;
}
