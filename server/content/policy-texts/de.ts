/**
 * German policy templates (de_DE, de_AT): the GDPR everywhere, with Germany's BDSG, TDDDG, DDG
 * and UWG, and Austria's DSG, TKG 2021, ECG, MedienG and FAGG where the two markets differ.
 */
import { doc, h2, mailbox, p, strong, ul } from './html';
import type { PolicyContext, PolicyTemplates } from './types';

const inAustria = (c: PolicyContext) => c.country === 'AT';
const effective = (c: PolicyContext) => p(`Stand: ${c.effectiveDate}`);
const companyLine = (c: PolicyContext) =>
  `${c.operator.company}, ${c.operator.street}, ${c.operator.city}, ${c.operator.country.de}`;

const privacyPolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Diese Datenschutzerklärung informiert Sie darüber, wie ${c.siteBrandWithTrademark} Ihre personenbezogenen Daten erhebt, verwendet und schützt, wenn Sie ${c.origin} und unsere Dokumentendienste nutzen.`,
    ),
    h2('Verantwortlicher'),
    p(
      `Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die ${companyLine(c)}. Unseren Datenschutzbeauftragten erreichen Sie unter ${mailbox(c.operator.mailDomain, 'privacy')}.`,
    ),
    h2('Welche Daten wir verarbeiten'),
    ul([
      'Kontodaten: Ihre E-Mail-Adresse, Ihr Passwort (nur als sicherer Hashwert gespeichert) und Ihre Einstellungen.',
      'Angaben im Fragebogen: die Informationen, die Sie eingeben, damit wir Ihr Dokument erstellen können.',
      'Zahlungsdaten: werden von unserem Zahlungsdienstleister verarbeitet; wir speichern nur Kartentyp, die letzten vier Ziffern und das Ablaufdatum.',
      'Nutzungsdaten: besuchte Seiten, Geräte- und Browsertyp sowie der ungefähre Standort anhand Ihrer IP-Adresse, erfasst über Cookies.',
    ]),
    h2('Zwecke und Rechtsgrundlagen'),
    p(
      'Wir verarbeiten Ihre Daten zur Erfüllung unseres Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO), zur Erfüllung gesetzlicher Pflichten (lit. c), aufgrund unseres berechtigten Interesses am sicheren Betrieb des Dienstes (lit. f) und für Werbung sowie nicht notwendige Cookies nur mit Ihrer Einwilligung (lit. a).',
    ),
    h2('Empfänger und Speicherdauer'),
    p(
      'Wir geben Daten nur an Dienstleister weiter, die uns beim Betrieb der Website unterstützen (Hosting, Zahlungsabwicklung, E-Mail-Versand, Reichweitenmessung), und zwar auf Grundlage von Auftragsverarbeitungsverträgen, sowie an Behörden, wenn das Gesetz es verlangt. Ihre Dokumente und Kontodaten speichern wir, solange Ihr Konto besteht, und höchstens drei Jahre nach dessen Schließung, sofern keine gesetzlichen Aufbewahrungsfristen entgegenstehen.',
    ),
    h2('Ihre Rechte'),
    p(
      `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen. Schreiben Sie uns an ${mailbox(c.operator.mailDomain, 'privacy')}.`,
    ),
    inAustria(c)
      ? p(
          'Ergänzend zur DSGVO gilt das österreichische Datenschutzgesetz (DSG). Sie können sich bei der Österreichischen Datenschutzbehörde in Wien beschweren.',
        )
      : p(
          'Ergänzend zur DSGVO gilt das Bundesdatenschutzgesetz (BDSG). Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Bundesland, in dem Sie wohnen.',
        ),
  );

const termsOfUse = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Diese Nutzungsbedingungen regeln den Zugang zu ${c.origin} und die Nutzung der Dienste von ${c.siteBrandWithTrademark}, betrieben von der ${c.operator.company}. Mit der Nutzung der Website erkennen Sie diese Bedingungen an.`,
    ),
    h2('Ihr Konto'),
    p(
      'Bitte machen Sie bei der Registrierung wahrheitsgemäße Angaben und halten Sie Ihr Passwort geheim. Sie sind für die Aktivitäten in Ihrem Konto verantwortlich. Informieren Sie uns unverzüglich, wenn Sie eine unbefugte Nutzung vermuten.',
    ),
    h2('Abonnements und Zahlungen'),
    ul([
      'Alle Preise werden vor der Zahlung einschließlich der gesetzlichen Mehrwertsteuer angezeigt.',
      'Ein Abonnement verlängert sich automatisch, wenn Sie es nicht vor dem Verlängerungsdatum in „Mein Konto“ kündigen. Nach Ablauf der Erstlaufzeit können Sie jederzeit mit einer Frist von einem Monat kündigen.',
      'Ein Testzeitraum, den Sie nicht vor seinem Ende kündigen, geht in ein kostenpflichtiges Abonnement zum angegebenen Preis über.',
    ]),
    h2('Widerrufsrecht'),
    inAustria(c)
      ? p(
          'Als Verbraucherin oder Verbraucher haben Sie nach dem Fern- und Auswärtsgeschäfte-Gesetz (FAGG) ein Rücktrittsrecht von vierzehn Tagen. Verlangen Sie ausdrücklich, dass wir vor Ablauf der Frist mit der Leistung beginnen, kann das Rücktrittsrecht vorzeitig erlöschen.',
        )
      : p(
          'Als Verbraucherin oder Verbraucher haben Sie ein gesetzliches Widerrufsrecht von vierzehn Tagen. Bei digitalen Inhalten erlischt es vorzeitig, wenn Sie ausdrücklich zustimmen, dass wir vor Ablauf der Frist mit der Ausführung beginnen (§ 356 Abs. 5 BGB).',
        ),
    h2('Zulässige Nutzung'),
    p(
      'Sie dürfen die erstellten Dokumente für private und geschäftliche Zwecke verwenden. Untersagt sind der Weiterverkauf unserer Vorlagen, das automatisierte Auslesen der Website, Eingriffe in ihre Sicherheit und jede rechtswidrige Nutzung.',
    ),
    h2('Keine Rechtsberatung'),
    p(
      `${c.siteBrand} stellt Vorlagen zum Selbstausfüllen und allgemeine Rechtsinformationen bereit. Wir sind keine Anwaltskanzlei; durch die Nutzung der Website kommt kein Mandatsverhältnis zustande.`,
    ),
    h2('Haftung'),
    p(
      'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.',
    ),
    h2('Anwendbares Recht'),
    p(
      inAustria(c)
        ? 'Es gilt deutsches Recht. Zwingende Verbraucherschutzvorschriften des österreichischen Rechts bleiben unberührt.'
        : 'Es gilt das Recht der Bundesrepublik Deutschland. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.',
    ),
  );

const cookiePolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Cookies sind kleine Textdateien, die eine Website auf Ihrem Gerät speichert. ${c.siteBrandWithTrademark} verwendet Cookies und ähnliche Technologien, um die Website bereitzustellen, ihre Nutzung zu verstehen und Ihnen passende Angebote zu zeigen.`,
    ),
    h2('Welche Cookies wir verwenden'),
    ul([
      `${strong('Notwendig')}: für Anmeldung, Sicherheit, den Bearbeitungsstand Ihrer Dokumente und die Speicherung Ihrer Cookie-Auswahl. Sie sind immer aktiv.`,
      `${strong('Leistung')}: messen Besuche und Fehler, damit wir die Website verbessern können. Die Daten werden zusammengefasst ausgewertet.`,
      `${strong('Marketing')}: ermöglichen uns und unseren Partnern, Ihnen passende Werbung zu zeigen und deren Erfolg zu messen.`,
    ]),
    h2('Einwilligung'),
    p(
      inAustria(c)
        ? 'Leistungs- und Marketing-Cookies setzen wir gemäß § 165 Abs. 3 Telekommunikationsgesetz 2021 (TKG 2021) nur mit Ihrer Einwilligung.'
        : 'Leistungs- und Marketing-Cookies setzen wir gemäß § 25 Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG) nur mit Ihrer Einwilligung.',
    ),
    p(
      'Sie können alle Cookies akzeptieren oder in den Cookie-Einstellungen, die Sie jederzeit über den Link in der Fußzeile erreichen, einzelne Kategorien wählen. Eine Einwilligung können Sie dort so einfach widerrufen, wie Sie sie erteilt haben. Außerdem können Sie Cookies in Ihrem Browser blockieren oder löschen; einzelne Funktionen stehen dann möglicherweise nicht mehr zur Verfügung.',
    ),
    h2('Kontakt'),
    p(`Fragen zu Cookies: ${mailbox(c.operator.mailDomain, 'privacy')}.`),
  );

const disclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} ist keine Anwaltskanzlei und ersetzt keine anwaltliche oder notarielle Beratung. Die Dokumente, Informationen und Werkzeuge auf dieser Website dienen der allgemeinen Information und stellen keine Rechtsberatung dar.`,
    ),
    h2('Kein Mandatsverhältnis'),
    p(
      `Durch die Nutzung von ${c.siteBrand}, einschließlich unserer Vorlagen, Artikel und unseres Kundenservice, kommt kein Mandatsverhältnis zustande. Die Kommunikation mit uns unterliegt nicht der anwaltlichen Schweigepflicht.`,
    ),
    h2('Recht ändert sich'),
    p(
      'Gesetze unterscheiden sich von Land zu Land und ändern sich mit der Zeit. Wir halten unsere Inhalte sorgfältig aktuell, können aber nicht garantieren, dass ein Dokument für Ihre persönliche Situation geeignet ist.',
    ),
    h2('Wann Sie sich beraten lassen sollten'),
    p(
      'Wenn Ihr Fall komplex ist, es um hohe Beträge oder wertvolles Vermögen geht oder Sie unsicher über Ihre Rechte und Pflichten sind, wenden Sie sich bitte an eine Rechtsanwältin, einen Rechtsanwalt oder ein Notariat.',
    ),
  );

const editorialPolicy = (c: PolicyContext) =>
  doc(
    p(
      `Unsere redaktionellen Richtlinien erklären, wie ${c.siteBrandWithTrademark} Vorlagen, Ratgeber und Artikel erstellt und pflegt, damit Sie sich darauf verlassen können.`,
    ),
    h2('Wer unsere Inhalte erstellt'),
    p(
      'Unsere Inhalte werden von Volljuristinnen und Volljuristen verfasst und von Rechtsanwältinnen und Rechtsanwälten geprüft, die im jeweiligen Land zugelassen sind. Jeder Artikel nennt Autorin oder Autor, Prüfer und das Datum der letzten Prüfung.',
    ),
    h2('Unsere Quellen'),
    ul([
      'Wir stützen uns auf Primärquellen: Gesetze, Verordnungen und Gerichtsentscheidungen.',
      'Für Formulare, Gebühren und Verfahren nutzen wir die Angebote von Behörden und Gerichten.',
      'Wir erklären Fachbegriffe verständlich und weisen auf Unterschiede zwischen Deutschland und Österreich hin.',
    ]),
    h2('Aktualität'),
    p(
      'Jede Vorlage und jeder Artikel wird mindestens einmal im Jahr und bei jeder Gesetzesänderung überprüft. Änderungen werden dokumentiert, sodass sich frühere Fassungen eines Dokuments nachvollziehen lassen.',
    ),
    h2('Unabhängigkeit und Korrekturen'),
    p(
      `Werbepartner haben keinen Einfluss auf unsere juristischen Inhalte. Wenn Sie einen Fehler finden, schreiben Sie an ${mailbox(c.operator.mailDomain, 'editorial')}; wir prüfen Ihren Hinweis umgehend.`,
    ),
  );

const emailPolicy = (c: PolicyContext) =>
  doc(
    p(
      `Diese E-Mail-Richtlinie erklärt, welche E-Mails ${c.siteBrandWithTrademark} versendet und wie Sie diese steuern können.`,
    ),
    h2('Welche E-Mails wir senden'),
    ul([
      `${strong('Service-E-Mails')}: Kontobestätigung, Passwort-Zurücksetzung, Rechnungen, Hinweise zu Ihrem Abonnement und Ihren Dokumenten. Sie gehören zum Dienst, solange Ihr Konto besteht.`,
      `${strong('Werbe-E-Mails')}: Neuigkeiten, Tipps und Angebote. Diese senden wir nur mit Ihrer Einwilligung, und jede enthält einen Abmeldelink.`,
    ]),
    p(
      inAustria(c)
        ? 'Werbe-E-Mails versenden wir im Einklang mit § 174 TKG 2021.'
        : 'Werbe-E-Mails versenden wir im Einklang mit § 7 des Gesetzes gegen den unlauteren Wettbewerb (UWG).',
    ),
    h2('Abmelden'),
    p(
      'Nutzen Sie den Abmeldelink am Ende jeder Werbe-E-Mail oder ändern Sie Ihre E-Mail-Einstellungen in „Mein Konto“. Wir bearbeiten Ihre Abmeldung umgehend, spätestens innerhalb von zehn Werktagen.',
    ),
    h2('Ihre E-Mail-Adresse'),
    p(
      'Wir verkaufen oder vermieten Ihre E-Mail-Adresse niemals. Wir fragen per E-Mail nie nach Ihrem Passwort oder Ihrer vollständigen Kartennummer; erhalten Sie eine solche Nachricht in unserem Namen, antworten Sie nicht und leiten Sie sie an uns weiter.',
    ),
    p(`Kontakt: ${mailbox(c.operator.mailDomain, 'support')}.`),
  );

const legalNotice = (c: PolicyContext) =>
  doc(
    p(
      inAustria(c)
        ? 'Informationen gemäß § 5 E-Commerce-Gesetz (ECG) und Offenlegung gemäß § 25 Mediengesetz (MedienG):'
        : 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG):',
    ),
    ul([
      c.operator.company,
      `${c.operator.street}, ${c.operator.city}, ${c.operator.country.de}`,
      c.operator.registration,
      ...(c.operator.vatId ? [`Umsatzsteuer-Identifikationsnummer: ${c.operator.vatId}`] : []),
      `Vertreten durch den Geschäftsführer: ${c.operator.representative}`,
      `Telefon: ${c.operator.phone}`,
      `E-Mail: ${mailbox(c.operator.mailDomain, 'legal')}`,
    ]),
    inAustria(c)
      ? p(
          `Unternehmensgegenstand: Bereitstellung von Vorlagen für Rechtsdokumente im Internet. Blattlinie: Allgemeine Rechtsinformationen für Verbraucherinnen, Verbraucher und Unternehmen in Österreich unter der Marke ${c.siteBrand}.`,
        )
      : p(
          `Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV): ${c.operator.representative}, Anschrift wie oben.`,
        ),
    h2('Hosting'),
    p(`Die Website wird gehostet von ${c.operator.hosting}.`),
    h2('Verbraucherstreitbeilegung'),
    p(
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Mit Beschwerden wenden Sie sich bitte zuerst an unseren Kundenservice.',
    ),
    h2('Urheberrecht'),
    p(
      `Inhalte, Vorlagen, Logos und Marken dieser Website sind urheber- bzw. markenrechtlich geschützt und gehören der ${c.operator.company} oder ihren Lizenzgebern. ${c.siteBrand} ist eine Marke der ${c.operator.company}.`,
    ),
  );

const aiDisclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} bietet einen KI-gestützten Rechtsassistenten, der Ihre Fragen beantwortet und Sie beim Erstellen und Prüfen von Dokumenten unterstützt. Bitte lesen Sie diesen Hinweis, bevor Sie ihn nutzen.`,
    ),
    h2('Automatisch erzeugte Antworten'),
    p(
      'Die Antworten werden automatisch von einem System der künstlichen Intelligenz erzeugt, nicht von einer Anwältin oder einem Anwalt. Sie können unvollständig, veraltet oder falsch sein und das in Ihrem Land geltende Recht nicht richtig wiedergeben.',
    ),
    p(
      'Im Einklang mit der europäischen KI-Verordnung weisen wir Sie deutlich darauf hin, wenn Sie mit einem KI-System interagieren oder KI-generierte Inhalte lesen.',
    ),
    h2('Keine Rechtsberatung'),
    p(
      'Der Assistent liefert nur allgemeine Informationen. Prüfen Sie wichtige Punkte anhand amtlicher Quellen und lassen Sie sich beraten, bevor Sie eine Entscheidung treffen.',
    ),
    h2('Ihre Daten'),
    ul([
      'Geben Sie keine Daten ein, die Sie nicht teilen müssen, etwa Gesundheitsdaten oder Ausweisnummern.',
      'Ihre Unterhaltungen werden gemäß unserer Datenschutzerklärung verarbeitet und nicht zum Training der Modelle Dritter verwendet.',
      'Sie bleiben dafür verantwortlich, jedes mit Hilfe des Assistenten erstellte Dokument zu prüfen.',
    ]),
  );

/** German templates for every policy kind. */
export const germanPolicies: PolicyTemplates = {
  DISCLAIMER: disclaimer,
  PRIVACYPOLICY: privacyPolicy,
  TERMS: termsOfUse,
  COOKIEPOLICY: cookiePolicy,
  EDITORIALPOLICY: editorialPolicy,
  EMAILPOLICY: emailPolicy,
  LEGALNOTICE: legalNotice,
  AIDISCLAIMER: aiDisclaimer,
};
