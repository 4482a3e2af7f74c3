import { deciderSpecification } from '#platform/testing/decider-specification';
import { contactMessageDecider, type ContactMessage } from './contact-message.decider';

const message: ContactMessage = {
  messageId: 'm1',
  name: 'Ana',
  email: 'ana@example.rs',
  theme: 'Rezervacija',
  phone: '',
  message: 'Zdravo',
  clubId: null,
  recipient: 'info@izlazak.rs',
};

const spec = deciderSpecification(contactMessageDecider);

describe('contact message decider', () => {
  it('given no message, when it is sent, then it is sent; the same message twice is a conflict', () => {
    spec
      .given([])
      .when({ type: 'SendContactMessage', message })
      .then([{ type: 'ContactMessageSent', data: message }]);
    spec
      .given([{ type: 'ContactMessageSent', data: message }])
      .when({ type: 'SendContactMessage', message })
      .thenRefuses(409, 'Poruka je već poslata');
  });
});
