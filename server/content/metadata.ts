/**
 * Page metadata (page-shell §3 Page metadata request, §7 page-metadata call): a localized title
 * and description for the page the full URL names, the canonical link and a JSON-LD WebPage.
 * The page is recognised by its path (the shell's configured paths, or a document of the
 * brand's catalogue); any other path gets the brand's home-page wording.
 */
import type { PageMetadata, SearchSuggestion } from '../../src/platform/api/contract';
import { brandNames } from '../../src/platform/fixtures';
import type { BrandId } from '../../tokens/types';

type Language = 'en' | 'fr' | 'de' | 'es';
type Page =
  | 'home'
  | 'myAccount'
  | 'myDocuments'
  | 'signIn'
  | 'search'
  | 'legalDocuments'
  | 'about'
  | 'howItWorks'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'cookiePolicy'
  | 'disclaimer'
  | 'legalNotice'
  | 'editorialPolicy'
  | 'cancel'
  | 'upgrade';

/** Paths of the shell's configured pages (fixtures' site configuration), lower-cased. */
const pageByPath: Record<string, Page> = {
  '/': 'home',
  '/my-account/': 'myAccount',
  '/mydocuments/': 'myDocuments',
  '/signin/': 'signIn',
  '/searchzoom/': 'search',
  '/legal-documents/': 'legalDocuments',
  '/about/': 'about',
  '/how-it-works/': 'howItWorks',
  '/contact/': 'contact',
  '/privacy/': 'privacy',
  '/terms/': 'terms',
  '/cookie-policy/': 'cookiePolicy',
  '/disclaimer/': 'disclaimer',
  '/legal-notice/': 'legalNotice',
  '/editorial-policy/': 'editorialPolicy',
  '/cancel/': 'cancel',
  '/upgrade/': 'upgrade',
};

/** Pages search engines should not index: personal or transient ones. */
const privatePages: readonly Page[] = ['myAccount', 'myDocuments', 'signIn', 'search', 'upgrade'];

type Wording = { title: string; description: string };

/** `{brand}` stands for the brand name. */
const pages: Record<Language, Record<Page, Wording>> = {
  en: {
    home: {
      title: 'Legal Documents and Forms Online',
      description:
        'Create legal documents online with {brand}: answer a few questions and download a ready-to-sign document.',
    },
    myAccount: {
      title: 'My Account',
      description: 'Manage your subscriptions, documents and account settings.',
    },
    myDocuments: {
      title: 'My Documents',
      description: 'Open, edit, download and print the documents you created with {brand}.',
    },
    signIn: {
      title: 'Sign In',
      description: 'Sign in to {brand} or create a free account to save your documents.',
    },
    search: {
      title: 'Search Results',
      description: 'Find the legal document you need among the {brand} templates.',
    },
    legalDocuments: {
      title: 'All Legal Documents',
      description: 'Browse every legal document and form {brand} offers, by category.',
    },
    about: {
      title: 'About Us',
      description: 'Who we are and why {brand} makes legal documents simple and affordable.',
    },
    howItWorks: {
      title: 'How It Works',
      description: 'Choose a document, answer simple questions, then download, print or sign it.',
    },
    contact: {
      title: 'Contact Us',
      description: 'Reach the {brand} support team by phone, email or the help centre.',
    },
    privacy: {
      title: 'Privacy Policy',
      description: 'How {brand} collects, uses and protects your personal information.',
    },
    terms: {
      title: 'Terms of Use',
      description: 'The terms that apply when you use the {brand} website and services.',
    },
    cookiePolicy: {
      title: 'Cookie Policy',
      description: 'Which cookies {brand} uses and how to manage your preferences.',
    },
    disclaimer: {
      title: 'Disclaimer',
      description: '{brand} is not a law firm and does not provide legal advice.',
    },
    legalNotice: {
      title: 'Legal Notice',
      description: 'Company details of the operator of the {brand} website.',
    },
    editorialPolicy: {
      title: 'Editorial Policy',
      description: 'How {brand} writes, reviews and updates its legal content.',
    },
    cancel: {
      title: 'Cancel Your Subscription',
      description: 'Cancel your {brand} subscription online at any time.',
    },
    upgrade: {
      title: 'Upgrade Your Account',
      description: 'Unlock unlimited documents with a {brand} subscription.',
    },
  },
  fr: {
    home: {
      title: 'Modèles de documents juridiques en ligne',
      description:
        'Rédigez vos documents juridiques en ligne avec {brand} : répondez à quelques questions et téléchargez un document prêt à signer.',
    },
    myAccount: {
      title: 'Mon compte',
      description: 'Gérez vos abonnements, vos documents et les paramètres de votre compte.',
    },
    myDocuments: {
      title: 'Mes documents',
      description: 'Ouvrez, modifiez, téléchargez et imprimez les documents créés avec {brand}.',
    },
    signIn: {
      title: 'Connexion',
      description:
        'Connectez-vous à {brand} ou créez un compte gratuit pour enregistrer vos documents.',
    },
    search: {
      title: 'Résultats de recherche',
      description: 'Trouvez le document juridique dont vous avez besoin parmi les modèles {brand}.',
    },
    legalDocuments: {
      title: 'Tous nos documents juridiques',
      description: 'Parcourez par catégorie tous les documents juridiques proposés par {brand}.',
    },
    about: {
      title: 'Qui sommes-nous ?',
      description:
        'Découvrez comment {brand} rend les documents juridiques simples et accessibles.',
    },
    howItWorks: {
      title: 'Comment ça marche',
      description:
        'Choisissez un modèle, répondez à des questions simples, puis téléchargez, imprimez ou signez votre document.',
    },
    contact: {
      title: 'Nous contacter',
      description:
        "Contactez le service client {brand} par téléphone, e-mail ou via le centre d'aide.",
    },
    privacy: {
      title: 'Politique de confidentialité',
      description: 'Comment {brand} collecte, utilise et protège vos données personnelles.',
    },
    terms: {
      title: "Conditions générales d'utilisation",
      description:
        "Les conditions qui s'appliquent à l'utilisation du site et des services {brand}.",
    },
    cookiePolicy: {
      title: 'Politique relative aux cookies',
      description: 'Les cookies utilisés par {brand} et la manière de gérer vos préférences.',
    },
    disclaimer: {
      title: 'Avertissement',
      description: "{brand} n'est pas un cabinet d'avocats et ne fournit pas de conseil juridique.",
    },
    legalNotice: {
      title: 'Mentions légales',
      description: "Informations sur l'éditeur et l'hébergeur du site {brand}.",
    },
    editorialPolicy: {
      title: 'Charte éditoriale',
      description: 'Comment {brand} rédige, relit et met à jour ses contenus juridiques.',
    },
    cancel: {
      title: 'Résilier votre abonnement',
      description: 'Résiliez votre abonnement {brand} en ligne à tout moment.',
    },
    upgrade: {
      title: 'Passer à la formule supérieure',
      description: 'Accédez à tous les documents avec un abonnement {brand}.',
    },
  },
  de: {
    home: {
      title: 'Rechtsdokumente und Vorlagen online',
      description:
        'Erstellen Sie Rechtsdokumente online mit {brand}: Fragen beantworten und ein unterschriftsreifes Dokument herunterladen.',
    },
    myAccount: {
      title: 'Mein Konto',
      description: 'Verwalten Sie Ihre Abonnements, Dokumente und Kontoeinstellungen.',
    },
    myDocuments: {
      title: 'Meine Dokumente',
      description:
        'Öffnen, bearbeiten, herunterladen und drucken Sie Ihre mit {brand} erstellten Dokumente.',
    },
    signIn: {
      title: 'Anmelden',
      description:
        'Melden Sie sich bei {brand} an oder erstellen Sie ein kostenloses Konto, um Ihre Dokumente zu speichern.',
    },
    search: {
      title: 'Suchergebnisse',
      description: 'Finden Sie das passende Rechtsdokument unter den Vorlagen von {brand}.',
    },
    legalDocuments: {
      title: 'Alle Rechtsdokumente',
      description: 'Alle Vorlagen von {brand} nach Kategorien im Überblick.',
    },
    about: {
      title: 'Über uns',
      description: 'Wer wir sind und wie {brand} Rechtsdokumente einfach und günstig macht.',
    },
    howItWorks: {
      title: "So funktioniert's",
      description:
        'Vorlage wählen, einfache Fragen beantworten, Dokument herunterladen, drucken oder unterschreiben.',
    },
    contact: {
      title: 'Kontakt',
      description: 'So erreichen Sie den Kundenservice von {brand} per Telefon oder E-Mail.',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description: 'Wie {brand} Ihre personenbezogenen Daten erhebt, verwendet und schützt.',
    },
    terms: {
      title: 'Nutzungsbedingungen',
      description: 'Die Bedingungen für die Nutzung der Website und der Dienste von {brand}.',
    },
    cookiePolicy: {
      title: 'Cookie-Richtlinie',
      description: 'Welche Cookies {brand} verwendet und wie Sie Ihre Einstellungen verwalten.',
    },
    disclaimer: {
      title: 'Haftungsausschluss',
      description: '{brand} ist keine Anwaltskanzlei und erbringt keine Rechtsberatung.',
    },
    legalNotice: {
      title: 'Impressum',
      description: 'Anbieterkennzeichnung der Website {brand}.',
    },
    editorialPolicy: {
      title: 'Redaktionelle Richtlinien',
      description: 'Wie {brand} seine juristischen Inhalte erstellt, prüft und aktualisiert.',
    },
    cancel: {
      title: 'Vertrag kündigen',
      description:
        'Kündigen Sie Ihr Abonnement oder einen anderen Vertrag bei {brand} jederzeit online, ohne Anmeldung.',
    },
    upgrade: {
      title: 'Konto upgraden',
      description: 'Unbegrenzt Dokumente erstellen mit einem Abonnement von {brand}.',
    },
  },
  es: {
    home: {
      title: 'Documentos legales y formularios en línea',
      description:
        'Cree documentos legales en línea con {brand}: responda unas preguntas y descargue un documento listo para firmar.',
    },
    myAccount: {
      title: 'Mi cuenta',
      description: 'Gestione sus suscripciones, sus documentos y la configuración de su cuenta.',
    },
    myDocuments: {
      title: 'Mis documentos',
      description: 'Abra, edite, descargue e imprima los documentos que creó con {brand}.',
    },
    signIn: {
      title: 'Iniciar sesión',
      description:
        'Inicie sesión en {brand} o cree una cuenta gratuita para guardar sus documentos.',
    },
    search: {
      title: 'Resultados de búsqueda',
      description: 'Encuentre el documento legal que necesita entre las plantillas de {brand}.',
    },
    legalDocuments: {
      title: 'Todos los documentos legales',
      description: 'Explore por categoría todos los documentos legales que ofrece {brand}.',
    },
    about: {
      title: 'Quiénes somos',
      description:
        'Descubra cómo {brand} hace que los documentos legales sean sencillos y asequibles.',
    },
    howItWorks: {
      title: 'Cómo funciona',
      description:
        'Elija un documento, responda preguntas sencillas y descárguelo, imprímalo o fírmelo.',
    },
    contact: {
      title: 'Contacto',
      description: 'Póngase en contacto con el equipo de atención al cliente de {brand}.',
    },
    privacy: {
      title: 'Política de privacidad',
      description: 'Cómo {brand} recopila, utiliza y protege sus datos personales.',
    },
    terms: {
      title: 'Condiciones de uso',
      description:
        'Las condiciones que se aplican al uso del sitio web y los servicios de {brand}.',
    },
    cookiePolicy: {
      title: 'Política de cookies',
      description: 'Qué cookies utiliza {brand} y cómo gestionar sus preferencias.',
    },
    disclaimer: {
      title: 'Aviso de responsabilidad',
      description: '{brand} no es un despacho de abogados y no presta asesoramiento jurídico.',
    },
    legalNotice: {
      title: 'Aviso legal',
      description: 'Datos identificativos del titular del sitio web {brand}.',
    },
    editorialPolicy: {
      title: 'Política editorial',
      description: 'Cómo {brand} redacta, revisa y actualiza sus contenidos jurídicos.',
    },
    cancel: {
      title: 'Cancelar su suscripción',
      description: 'Cancele su suscripción a {brand} en línea en cualquier momento.',
    },
    upgrade: {
      title: 'Mejorar su cuenta',
      description: 'Acceda a documentos ilimitados con una suscripción a {brand}.',
    },
  },
};

/** How a document page is described, `{document}` and `{brand}` filled in. */
const documentDescription: Record<Language, string> = {
  en: 'Create your {document} online with {brand}: answer simple questions, then download, print or sign it.',
  fr: 'Rédigez votre document « {document} » en ligne avec {brand} : répondez à des questions simples, puis téléchargez, imprimez ou signez-le.',
  de: '{document} online erstellen mit {brand}: einfache Fragen beantworten, dann herunterladen, drucken oder unterschreiben.',
  es: 'Cree su {document} en línea con {brand}: responda preguntas sencillas y descárguelo, imprímalo o fírmelo.',
};

const languageOfBrand: Record<BrandId, Language> = {
  main: 'en',
  'legal-contracts': 'en',
  'fr-legal': 'fr',
  'de-legal': 'de',
};

function languageOf(brand: BrandId, locale: string): Language {
  const language = locale.slice(0, 2).toLowerCase();
  return language in pages ? (language as Language) : languageOfBrand[brand];
}

function pathOf(fullUrl: string): string {
  if (!URL.canParse(fullUrl, 'http://localhost')) return '/';
  const path = new URL(fullUrl, 'http://localhost').pathname.toLowerCase();
  return path.endsWith('/') ? path : `${path}/`;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The metadata of one page of a brand in a locale. `contracts` are the brand's documents in
 * that locale, so a document page is titled by its document name.
 */
export function pageMetadataFor(
  brand: BrandId,
  contracts: readonly SearchSuggestion[],
  fullUrl: string,
  locale: string,
): PageMetadata {
  const brandName = brandNames[brand];
  const language = languageOf(brand, locale);
  const path = pathOf(fullUrl);
  // Every route of the dashboard is My Account (its pages are one app under /my-account/).
  const page = pageByPath[path] ?? (path.startsWith('/my-account/') ? 'myAccount' : undefined);
  const document = page ? undefined : contracts.find((c) => c.url.toLowerCase() === path);
  const wording: Wording = document
    ? { title: document.name, description: documentDescription[language] }
    : pages[language][page ?? 'home'];
  const name = fill(wording.title, { brand: brandName });
  const description = fill(wording.description, {
    brand: brandName,
    document: document?.name ?? '',
  });
  const meta: Record<string, string>[] = [{ name: 'description', content: description }];
  if (page && privatePages.includes(page)) meta.push({ name: 'robots', content: 'noindex' });
  return {
    htmlAttrs: { lang: locale },
    title: `${name} | ${brandName}`,
    meta,
    link: [{ rel: 'canonical', href: fullUrl }],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name,
        description,
        url: fullUrl,
        inLanguage: locale,
        isPartOf: { '@type': 'WebSite', name: brandName },
      },
    ],
  };
}
