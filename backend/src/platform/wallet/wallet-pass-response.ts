import type { Response } from 'express';
import type { AppConfig } from '../../config/config';
import { appleWalletPass } from './apple-wallet-pass';
import type { WalletTicket } from './wallet-ticket';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/**
 * Answers `GET /api/tickets/{token}/pass.pkpass` with the ticket's pass, for the tickets
 * controller (`@Res()`); it answers 404 itself first when walletConfigured(config) is false.
 * Private and not stored: the pass is the ticket, and a transfer voids it.
 */
export async function sendAppleWalletPass(response: Response, config: Pick<AppConfig, 'wallet'>, ticket: WalletTicket): Promise<void> {
  const pass = await appleWalletPass(config, ticket);
  response
    .status(200)
    .type(PKPASS_TYPE)
    .setHeader('Cache-Control', 'private, no-store')
    .setHeader('Content-Disposition', `attachment; filename="ulaznica-${ticket.token.replace(/[^\w-]/g, '').slice(0, 16)}.pkpass"`)
    .send(pass);
}
