import {
  companySignupView,
  contactMessageView,
  couponView,
  createdIntegrationKeyView,
  createdWebhookView,
  doorCodeView,
  doorNightView,
  doorScanView,
  doorInsideView,
  doorTicketsView,
  guestListCodeView,
  guestListEntryView,
  guestListView,
  promoterMeView,
  commissionRulesView,
  promoterCommissionRulesListView,
  promoterCommissionRulesView,
  settlementRowView,
  settlementView,
  eventListView,
  eventView,
  feedPageView,
  floorBackgroundView,
  googleVenueSettingsView,
  floorPlanView,
  guestView,
  appliedTermsView,
  depositsView,
  statementImportView,
  statementLineView,
  statementMappingView,
  healthView,
  historyEntryView,
  historyNightView,
  historyStateView,
  listOf,
  paged,
  idView,
  integrationKeyView,
  loginView,
  menuCategoryView,
  menuItemView,
  menuSubcategoryView,
  messageView,
  erasureStartedView,
  erasureStatusView,
  queuedView,
  registeredView,
  reservationDetailView,
  reservationView,
  guestDoorCodeView,
  reportView,
  placedReservationView,
  personalDataExportView,
  termsAnswerView,
  ticketOrderRowView,
  venueTermsView,
  siteDataView,
  sliderImageView,
  stringListView,
  type AnyStruct,
  userView,
  venueListItemView,
  venueManagerView,
  venueTableView,
  venueView,
  venueWorkingHoursView,
  waitlistEntryView,
  waitlistJoinedView,
  waitlistOfferView,
  waitlistView,
  webhookDeliveryView,
  webhookView,
} from '@izlazak/contracts';

/** How a route answers when it succeeds, for the OpenAPI document. */
export type Answer =
  | { kind: 'json'; struct: AnyStruct; name?: string; status?: number; description?: string }
  | { kind: 'list' | 'page'; struct: AnyStruct; status?: number; description?: string }
  | { kind: 'text'; contentType: string; status?: number; description: string }
  | { kind: 'redirect'; description: string };

/** The struct a route's JSON answer has (lists and pages around their item's). */
export function answerStruct(answer: Answer): AnyStruct | undefined {
  if (answer.kind === 'list') return listOf(answer.struct);
  if (answer.kind === 'page') return paged(answer.struct);
  return answer.kind === 'json' ? answer.struct : undefined;
}

export interface RouteAnswer {
  success: Answer;
  /** Error statuses the route answers besides those its decorators and parameters imply. */
  errors?: number[];
}

const json = (struct: AnyStruct, description?: string, name?: string): RouteAnswer => ({ success: { kind: 'json', struct, description, name } });
const list = (struct: AnyStruct, description?: string): RouteAnswer => ({ success: { kind: 'list', struct, description } });
const page = (struct: AnyStruct, description?: string): RouteAnswer => ({ success: { kind: 'page', struct, description } });
const text = (contentType: string, description: string): RouteAnswer => ({ success: { kind: 'text', contentType, description } });
const also = (answer: RouteAnswer, ...errors: number[]): RouteAnswer => ({ ...answer, errors });

const message = json(messageView, 'Urađeno: poruka za korisnika (i id zapisa)');
const deleted = json(messageView, 'Obrisano: id zapisa i poruka');
const strings = json(stringListView, 'Spisak vrednosti');

/**
 * What each route answers on success, by `METHOD /path` as the document names it. Errors are
 * derived from the route (its guard, parameters, If-Match, Idempotency-Key, rate limit); a test
 * fails for a route that is missing here, so a new route is born documented.
 */
export const ROUTE_ANSWERS: Record<string, RouteAnswer> = {
  'GET /api/health': { success: { kind: 'json', struct: healthView, description: 'Sve radi (503 sa istim telom: šta ne radi)' }, errors: [503] },

  'POST /api/auth/login': also(json(loginView, 'Token sesije i korisnik'), 429),
  'GET /api/auth/me': json(userView, 'Prijavljeni korisnik'),
  'GET /api/auth/logout': message,
  'POST /api/auth/register': also(json(registeredView, 'Nalog je napravljen; stiže mejl za potvrdu'), 409),
  'POST /api/auth/change-password': also(message, 429),
  'POST /api/auth/reset-password': message,
  'GET /api/auth/google': { success: { kind: 'redirect', description: 'Preusmerava na Google prijavu' } },
  'POST /api/auth/verify-email/{token}': message,
  'POST /api/auth/register-company': also(json(companySignupView, 'Prijava objekta je primljena i čeka odobrenje'), 409),

  'GET /api/user': page(userView),
  'POST /api/user': also(json(userView, 'Napravljen korisnik'), 409),
  'GET /api/user/profile': json(userView, 'Profil prijavljenog korisnika'),
  'PUT /api/user/profile': also(json(userView, 'Izmenjen profil'), 409),
  'PATCH /api/user/locale': json(userView, 'Izabran jezik naloga'),
  'PUT /api/user/{id}': also(json(userView, 'Izmenjen korisnik'), 409),
  'DELETE /api/user/{id}': deleted,

  'GET /api/site': json(siteDataView, 'Podaci sajta'),
  'PUT /api/site': json(siteDataView, 'Sačuvani podaci sajta'),
  'GET /api/site/sliderImages': list(sliderImageView),
  'PUT /api/site/sliders': list(sliderImageView, 'Slajder posle izmene'),
  'POST /api/site/sendMessage': message,
  'GET /api/site/messages': page(contactMessageView),
  'POST /api/site/subscribe': also(message, 409),
  'GET /api/site/mailingList': text('text/csv', 'Mailing lista kao CSV (UTF-8)'),
  'POST /api/site/unsubscribe/{token}': message,
  'GET /api/site/unsubscribe/{token}': text('text/html', 'Stranica koja potvrđuje odjavu'),

  'GET /api/club': page(venueView),
  'POST /api/club': json(venueView, 'Napravljen objekat sa menadžerom'),
  'GET /api/club/objectTypes': strings,
  'GET /api/club/typesList': strings,
  'GET /api/club/citiesList': strings,
  'GET /api/club/clubsList': list(venueListItemView),
  'POST /api/club/table': json(venueTableView, 'Dodat sto'),
  'PUT /api/club/sliders/{clubId}': list(sliderImageView, 'Slajder objekta posle izmene'),
  'PUT /api/club/sliders': list(sliderImageView, 'Slajder objekta posle izmene'),
  'PUT /api/club/updateWorkingHours': list(venueWorkingHoursView, 'Radno vreme posle izmene'),
  'GET /api/club/manager/{clubId}': json(venueManagerView, 'Menadžer objekta'),
  'GET /api/club/allTables/{clubId}': page(venueTableView),
  'PUT /api/club/approve/{clubId}': json(venueView, 'Odobren objekat'),
  'PUT /api/club/updateWithManager/{clubId}': json(venueView, 'Izmenjen objekat'),
  'PUT /api/club/addClubImage/{clubId}': json(venueView, 'Objekat sa novom slikom'),
  'PUT /api/club/table/{tableId}': json(venueTableView, 'Izmenjen sto'),
  'DELETE /api/club/table/{tableId}': deleted,
  'GET /api/club/workingHours/{clubId}': list(venueWorkingHoursView),
  'GET /api/club/{clubId}/floor': json(floorPlanView, 'Raspored objekta za tu noć'),
  'PUT /api/club/{clubId}/floor': also(json(floorPlanView, 'Sačuvan raspored'), 409),
  'POST /api/club/{clubId}/floor/background': json(floorBackgroundView, 'Sačuvana slika; PUT rasporeda je postavlja kao pozadinu'),
  'GET /api/club/{clubId}': json(venueView, 'Objekat'),
  'PUT /api/club/{clubId}': json(venueView, 'Izmenjen objekat'),
  'DELETE /api/club/{clubId}': deleted,

  'GET /api/club/categories/{id}': list(menuCategoryView),
  'PUT /api/club/categories/{id}': also(json(menuCategoryView, 'Preimenovana kategorija'), 409),
  'DELETE /api/club/categories/{id}': deleted,
  'GET /api/club/subCategories/{clubId}/{categoryId}': list(menuSubcategoryView),
  'GET /api/product/all/{clubId}': list(menuItemView),
  'POST /api/club/category': json(menuCategoryView, 'Dodata kategorija'),
  'POST /api/club/addSubcategory/{categoryId}': json(menuSubcategoryView, 'Dodata podkategorija'),
  'PUT /api/club/categories/{categoryId}/{subCategoryId}': also(json(menuSubcategoryView, 'Preimenovana podkategorija'), 409),
  'DELETE /api/club/subcategories/{categoryId}/{subCategoryId}': deleted,
  'POST /api/product': json(menuItemView, 'Dodata stavka menija'),
  'PUT /api/product/{itemId}': also(json(menuItemView, 'Izmenjena stavka menija'), 409),
  'DELETE /api/product/{itemId}': deleted,

  'GET /api/event/types': strings,
  'GET /api/event': json(eventListView, 'Stranica događaja'),
  'POST /api/event': json(eventView, 'Objavljen događaj'),
  'GET /api/event/{eventId}/ics': text('text/calendar', 'Događaj kao iCalendar (RFC 5545) za kalendar'),
  'GET /api/event/{eventId}': json(eventView, 'Događaj'),
  'PUT /api/event/{eventId}': also(json(eventView, 'Izmenjen događaj'), 409),
  'DELETE /api/event/{eventId}': deleted,
  'GET /api/event/{id}/ticket-orders': also(page(ticketOrderRowView, 'Porudžbine ulaznica događaja, najnovije prve'), 404),

  'GET /api/reservations': page(reservationView),
  'POST /api/reservations': json(placedReservationView, "Rezervacija je primljena (status 'Pending', ili 'AwaitingPayment' sa uplatnicom kada uslovi traže depozit)"),
  'GET /api/reservations/by-token': json(reservationView, 'Rezervacija iz linka'),
  'POST /api/reservations/cancel': also(json(reservationView, 'Otkazana rezervacija'), 409),
  'POST /api/reservations/attend': also(json(reservationView, "'Dolazim': rezervacija sa attendance: 'confirmed'"), 409),
  'GET /api/reservations/{id}': json(reservationDetailView, 'Rezervacija sa poslatim mejlovima'),
  'PUT /api/reservations/{id}': also(json(reservationView, 'Izmenjena rezervacija'), 409),
  'DELETE /api/reservations/{id}': deleted,
  'POST /api/reservations/{id}/resend-mail': { success: { kind: 'json', struct: messageView, status: 202, description: 'Mejl je ponovo poslat' } },

  'POST /api/reservations/{id}/arrival': also(json(reservationView, "'Stigli': rezervacija sa dolaskom (ko, kada, koliko)"), 409),
  'POST /api/reservations/{id}/no-show': also(json(reservationView, "'Nisu došli': sto je odmah slobodan"), 409),
  'POST /api/reservations/{id}/payment': also(json(reservationView, "'Uplata primljena': rezervacija je potvrđena"), 409),
  'GET /api/reservations/{id}/payment-qr.png': also(text('image/png', 'NBS IPS QR kod uplatnice za depozit'), 401, 410),
  'GET /api/club/{clubId}/terms': json(termsAnswerView, 'Uslovi objekta; sa tableId uslovi koji važe za taj sto i noć'),
  'PUT /api/club/{clubId}/terms': also(json(venueTermsView, 'Sačuvani uslovi'), 409),
  'GET /api/google/venues/{clubId}': json(googleVenueSettingsView, 'Rezervacije preko Google-a: uključene i da li se potvrđuju ručno'),
  'PUT /api/google/venues/{clubId}': json(googleVenueSettingsView, 'Sačuvana podešavanja za Google'),
  'GET /api/club/{clubId}/terms/for': json(appliedTermsView, 'Uslovi koji važe za taj sto i noć'),
  'POST /api/reservations/{id}/deposit': also(json(reservationView, "Rezervacija sa novim stanjem depozita (posle 'Poništi' ponovo 'AwaitingPayment')"), 409),
  'POST /api/admin/privacy/erase': {
    success: { kind: 'json', struct: erasureStartedView, status: 202, description: 'Brisanje je pokrenuto (posao u pozadini); statusUrl kaže kad je gotovo' },
  },
  'GET /api/admin/privacy/erasures/{requestId}': also(json(erasureStatusView, 'Stanje brisanja: pending (u toku), done (obrisano, prikazi to pokazuju), failed'), 404),
  'POST /api/privacy/export': also(
    { success: { kind: 'json', struct: messageView, status: 202, description: 'Primljeno: link stiže na adresu ako za nju ima podataka (isti odgovor za svaku adresu)' } },
    429,
  ),
  'POST /api/privacy/erase': also(
    { success: { kind: 'json', struct: messageView, status: 202, description: 'Primljeno: link stiže na adresu ako za nju ima podataka (isti odgovor za svaku adresu)' } },
    429,
  ),
  'GET /api/privacy/export/{token}': also(json(personalDataExportView, 'Svi podaci o osobi (JSON, kao prilog za preuzimanje); link radi jednom, posle 410'), 410),
  'GET /api/privacy/erase/{token}': json(messageView, 'Link za brisanje je ispravan (ništa nije obrisano)'),
  'POST /api/privacy/erase/{token}': {
    success: { kind: 'json', struct: erasureStartedView, status: 202, description: 'Brisanje je pokrenuto (posao u pozadini); statusUrl kaže kad je gotovo' },
  },
  'GET /api/privacy/erase/{token}/status': also(json(erasureStatusView, 'Stanje brisanja: pending (u toku), done (obrisano, prikazi to pokazuju), failed'), 404),
  'GET /api/privacy/me/export': json(personalDataExportView, 'Svi podaci prijavljenog korisnika (JSON, kao prilog za preuzimanje)'),
  'POST /api/privacy/me/erase': {
    success: { kind: 'json', struct: erasureStartedView, status: 202, description: 'Nalog je zatvoren; brisanje ličnih podataka je pokrenuto (posao u pozadini)' },
  },
  'GET /api/club/{clubId}/deposits': json(depositsView, 'Depoziti koji čekaju uplatu, upravo zabeležene uplate koje se još mogu poništiti i depoziti za povraćaj'),
  'POST /api/club/{clubId}/bank-statements': also(
    {
      success: {
        kind: 'json',
        struct: statementImportView,
        status: 202,
        description: 'Izvod je pročitan i knjiži se (posao u pozadini); statusUrl (i Location) kaže dokle je stigao',
      },
    },
    413,
  ),
  'GET /api/club/{clubId}/bank-statements/imports/{importId}': also(
    json(statementImportView, 'Dokle je stigao uvoz: povezane, nepovezane, višak uplate i već uvezene uplate; kad je gotov i stavke izvoda'),
    404,
  ),
  'GET /api/club/{clubId}/bank-statements/unmatched': list(statementLineView, 'Nepovezane uplate sa izvoda'),
  'GET /api/club/{clubId}/bank-statements/overpaid': list(statementLineView, 'Višak uplate: uplate za već uplaćen depozit, za povraćaj'),
  'GET /api/club/{clubId}/bank-statements/mapping': json(statementMappingView, 'Sačuvano mapiranje kolona CSV izvoda'),
  'POST /api/club/{clubId}/bank-statements/lines/{lineId}/refund': also(json(statementLineView, 'Višak uplate označen kao vraćen nalogodavcu'), 404, 409),
  'POST /api/club/{clubId}/bank-statements/lines/{lineId}/assign': also(json(statementLineView, 'Uplata dodeljena rezervaciji'), 404, 409),
  'PUT /api/reservations/{id}/spend': also(json(reservationView, "'Potrošnja' je upisana: rezervacija sa spend naspram minimalne potrošnje"), 409),
  'GET /api/reports': json(reportView, 'Izveštaj za noć ili period (format=csv: isti brojevi kao text/csv)'),
  'GET /api/reservations/{id}/door-code': json(doorCodeView, 'Kod za ulaz: token, URL iz QR koda i putanja slike'),

  'POST /api/door/scan': also(
    json(doorScanView, "Rezervacija objekta za večeras (kind: 'reservation'), gost sa liste (kind: 'guestList') ili ulaznica (kind: 'ticket'): vrata ih puštaju"),
    404,
    409,
    410,
  ),
  'GET /api/door/inside': json(doorInsideView, "'Unutra: N': gosti unutra večeras, po rezervacijama, listama i ulaznicama"),
  'GET /api/door/tickets': json(doorTicketsView, 'Večerašnje ulaznice objekta za ulaz (telefoni ih čuvaju za rad bez mreže)'),
  'GET /api/door/tonight': json(doorNightView, 'Večerašnji spisak za ulaz i slobodni stolovi'),
  'GET /api/door/code/{token}': json(guestDoorCodeView, 'Rezervacija gosta po kodu za ulaz: bez kontakta i novca'),
  'GET /api/door/code/{token}/qr.png': text('image/png', 'QR kod za ulaz (APP_URL/r/<token>) kao PNG'),

  'POST /api/club/{clubId}/guest-lists': also(json(guestListView, 'Lista je otvorena'), 404),
  'GET /api/club/{clubId}/guest-lists': list(guestListView, 'Liste objekta (te noći), sa brojem upisanih i ušlih'),
  'GET /api/guest-lists': list(guestListView, 'Javne liste objekta ili događaja koje su još otvorene'),
  'GET /api/guest-list-codes/{code}': also(json(guestListCodeView, 'Kod za ulaz sa liste: lista, noć, objekat'), 404),
  'GET /api/guest-list-codes/{code}/qr.png': also(text('image/png', 'QR kod za ulaz sa liste (APP_URL/g/<code>) kao PNG'), 404),
  'GET /api/guest-lists/{listId}': also(json(guestListView, 'Lista kakvu gost vidi pre upisa'), 404),
  'POST /api/guest-lists/{listId}/entries': also(json(guestListEntryView, 'Gost je na listi: kod za ulaz'), 404, 409),
  'GET /api/guest-lists/{listId}/entries': also(list(guestListEntryView, 'Imena na listi'), 404),
  'POST /api/guest-list-entries/{id}/arrival': also(json(guestListEntryView, 'Gost sa liste je ušao'), 404, 409),
  'PUT /api/club/{clubId}/commission-rules': also(json(commissionRulesView, 'Provizije promotera objekta kakve sada važe'), 404),
  'GET /api/club/{clubId}/commission-rules': also(json(commissionRulesView, 'Provizije promotera objekta (nule dok nisu postavljene)'), 404),
  'GET /api/club/{clubId}/promoters/settlement': also(json(settlementView, 'Obračun promotera za noći from..to (format=csv: isti brojevi kao text/csv)'), 404),
  'GET /api/club/{clubId}/promoters/commission-rules': also(
    json(promoterCommissionRulesListView, 'Provizije svakog promotera objekta (null: važe pravila objekta) i njegov tim'),
    404,
  ),
  'PUT /api/club/{clubId}/promoters/{promoterId}/commission-rules': also(json(promoterCommissionRulesView, 'Provizije promotera kakve sada važe'), 404),
  'POST /api/club/{clubId}/promoters/{promoterId}/settlement/paid': also(json(settlementRowView, 'Obračun promotera za te noći, plaćen (paid: kada i ko)'), 404, 409),
  'GET /api/promoters/me': json(promoterMeView, 'Promoterov kod, link (APP_URL/l/<kod>) i objekti za koje radi'),
  'GET /api/promoters/link/{code}': also({ success: { kind: 'redirect', description: 'Preusmerava na javnu stranicu objekta sa ?promoter=<kod>' } }, 404),
  'GET /api/promoters/link/{code}/qr.png': also(text('image/png', 'QR kod linka promotera (APP_URL/l/<kod>) kao PNG'), 404),
  'POST /api/waitlist': also(json(waitlistJoinedView, 'Gost je upisan na listu čekanja'), 409),
  'GET /api/waitlist': json(waitlistView, 'Lista čekanja te noći, po redu'),
  'DELETE /api/waitlist/{id}': also(json(waitlistEntryView, 'Gost je uklonjen sa liste'), 409),
  'PUT /api/waitlist/{id}/position': also(json(waitlistEntryView, 'Gost na novom mestu'), 409),
  'GET /api/waitlist/offer': json(waitlistOfferView, 'Ponuda iz linka'),
  'POST /api/waitlist/offers/{token}/claim': also(json(reservationView, "Rezervacija ponuđenog stola (status 'Pending')"), 409, 410),

  'GET /api/coupons': page(couponView),
  'POST /api/coupons': json(couponView, 'Napravljen kupon'),
  'GET /api/coupons/{couponId}': json(couponView, 'Kupon'),
  'PUT /api/coupons/{couponId}': also(json(couponView, 'Izmenjen kupon'), 409),
  'DELETE /api/coupons/{couponId}': deleted,

  'GET /api/guests': page(guestView),
  'GET /api/guests/{guestId}': json(guestView, 'Profil gosta'),
  'PUT /api/guests/{guestId}': json(guestView, 'Profil gosta sa novim oznakama i napomenom'),
  'POST /api/guests/{guestId}/merge': also(json(guestView, 'Profil sa spojenim profilom'), 409),
  'POST /api/guests/{guestId}/split': also(json(guestView, 'Profil posle razdvajanja'), 409),

  'GET /api/history': page(historyEntryView),
  'GET /api/history/export': text('text/csv', 'Istorija izmena kao CSV (UTF-8)'),
  'GET /api/history/night/{clubId}': json(historyNightView, 'Stolovi objekta te noći u tom trenutku'),
  'GET /api/history/state/{clubId}': json(historyStateView, 'Meni, radno vreme ili stolovi u tom trenutku'),

  'POST /api/integrations/keys': json(createdIntegrationKeyView, 'Novi ključ: izk_… se prikazuje samo sada'),
  'GET /api/integrations/keys': list(integrationKeyView),
  'DELETE /api/integrations/keys/{id}': json(integrationKeyView, 'Opozvan ključ'),
  'GET /api/integrations/feed': json(feedPageView, 'Javni događaji posle pozicije after'),
  'GET /api/integrations/stream': text('text/event-stream', 'Server-Sent Events: svaki događaj ima id (pozicija), event (tip) i data (PublicEvent kao JSON)'),
  'POST /api/integrations/webhooks': also(json(createdWebhookView, 'Novi webhook: whsec_… tajna se prikazuje samo sada'), 409),
  'GET /api/integrations/webhooks': list(webhookView),
  'DELETE /api/integrations/webhooks/{id}': json(idView, 'Obrisan webhook'),
  'POST /api/integrations/webhooks/{id}/rotate-secret': json(createdWebhookView, 'Nova tajna; stara važi još kratko'),
  'GET /api/integrations/webhooks/{id}/deliveries': list(webhookDeliveryView),
  'POST /api/integrations/webhooks/{id}/redeliver': { success: { kind: 'json', struct: queuedView, status: 202, description: 'Isporuke ponovo stavljene u red' } },
};
