/**
 * French policy templates (fr_FR, fr_CA), with the paragraphs that differ by market: the GDPR,
 * the CNIL and the LCEN in France; PIPEDA and CASL in Canada; Law 25 for Quebec.
 */
import { doc, h2, mailbox, p, strong, ul } from './html';
import type { PolicyContext, PolicyTemplates } from './types';

const inFrance = (c: PolicyContext) => c.country === 'FR';
const effective = (c: PolicyContext) => p(`Date d'entrée en vigueur : ${c.effectiveDate}`);
const companyLine = (c: PolicyContext) =>
  `${c.operator.company}, ${c.operator.street}, ${c.operator.city}, ${c.operator.country.fr}`;

function quebecSection(c: PolicyContext): string {
  return doc(
    h2('Résidents du Québec'),
    p(
      `Si vous résidez au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25, s'applique également. La personne responsable de la protection des renseignements personnels chez ${c.operator.company} est notre responsable de la protection de la vie privée, que vous pouvez joindre à l'adresse ${mailbox(c.operator.mailDomain, 'privacy')}.`,
    ),
    ul([
      'Vous pouvez accéder aux renseignements personnels que nous détenons à votre sujet et les faire rectifier.',
      'Vous pouvez retirer votre consentement et nous demander de cesser de diffuser vos renseignements ou de désindexer tout hyperlien rattaché à votre nom.',
      'Vous pouvez obtenir les renseignements informatisés que vous nous avez fournis dans un format technologique structuré et couramment utilisé.',
      "Vous êtes informé lorsqu'une décision vous concernant est fondée exclusivement sur un traitement automatisé, et vous pouvez présenter vos observations à une personne en mesure de la réviser.",
    ]),
    p(
      "Avant de communiquer des renseignements personnels à l'extérieur du Québec, nous procédons à une évaluation des facteurs relatifs à la vie privée. Vous pouvez déposer une plainte auprès de la Commission d'accès à l'information du Québec.",
    ),
  );
}

const privacyPolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `La présente politique de confidentialité explique comment ${c.siteBrandWithTrademark}, exploité par ${c.operator.company}, collecte, utilise et protège vos données personnelles lorsque vous utilisez ${c.origin} et nos services de documents.`,
    ),
    inFrance(c)
      ? p(
          `${c.operator.company} est responsable du traitement au sens du Règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.`,
        )
      : p(
          'Nous traitons vos renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et aux lois provinciales applicables.',
        ),
    h2('Les données que nous collectons'),
    ul([
      'Données de compte : votre adresse e-mail, votre mot de passe (conservé uniquement sous forme chiffrée) et vos préférences.',
      'Réponses aux questionnaires : les informations que vous saisissez pour que nous puissions rédiger votre document.',
      'Données de paiement : traitées par notre prestataire de paiement ; nous ne conservons que le type de carte, les quatre derniers chiffres et la date d’expiration.',
      "Données de navigation : pages consultées, type d'appareil et de navigateur, localisation approximative déduite de l'adresse IP, collectées au moyen de cookies.",
    ]),
    h2('Pourquoi nous les utilisons'),
    p(
      'Nous utilisons vos données pour fournir et améliorer nos services, sécuriser votre compte, traiter les paiements, répondre à vos demandes et, avec votre accord, vous envoyer nos actualités et offres.',
    ),
    inFrance(c) &&
      p(
        "Ces traitements reposent sur l'exécution du contrat qui nous lie, notre intérêt légitime à exploiter et sécuriser le service, le respect de nos obligations légales et, pour la prospection et les cookies non essentiels, votre consentement.",
      ),
    h2('Partage et durée de conservation'),
    p(
      "Nous ne partageons vos données qu'avec les prestataires qui nous aident à exploiter le site (hébergement, paiement, envoi d'e-mails, mesure d'audience), dans le cadre de contrats qui les protègent, et avec les autorités lorsque la loi l'exige. Nous conservons vos documents et les données de votre compte tant que celui-ci est ouvert, puis trois ans au plus après sa clôture, sauf obligation légale contraire.",
    ),
    h2('Vos droits'),
    p(
      `Vous pouvez demander l'accès à vos données, leur rectification ou leur effacement, vous opposer à leur traitement ou en demander la limitation, et recevoir une copie dans un format portable. Écrivez-nous à ${mailbox(c.operator.mailDomain, 'privacy')}.`,
    ),
    inFrance(c)
      ? p(
          'Vous pouvez également définir des directives relatives au sort de vos données après votre décès et introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
        )
      : p(
          'Si notre réponse ne vous satisfait pas, vous pouvez vous adresser au Commissariat à la protection de la vie privée du Canada.',
        ),
    c.region === 'quebec' && quebecSection(c),
    h2('Nous contacter'),
    p(`${companyLine(c)}. E-mail : ${mailbox(c.operator.mailDomain, 'privacy')}.`),
  );

const termsOfUse = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Les présentes conditions d'utilisation régissent l'accès au site ${c.origin} et aux services de ${c.siteBrandWithTrademark}, exploité par ${c.operator.company}. En utilisant le site, vous les acceptez ; si vous ne les acceptez pas, veuillez ne pas utiliser le site.`,
    ),
    h2('Votre compte'),
    p(
      "Vous devez fournir des informations exactes lors de la création de votre compte et garder votre mot de passe confidentiel. Vous êtes responsable de l'activité de votre compte. Prévenez-nous sans délai en cas d'utilisation non autorisée.",
    ),
    h2('Abonnements et paiements'),
    ul([
      'Les prix sont affichés toutes taxes comprises avant le paiement.',
      "L'abonnement se renouvelle automatiquement à la fin de chaque période, sauf résiliation avant la date de renouvellement depuis votre espace Mon compte.",
      'Un essai non résilié avant son terme devient un abonnement payant au prix indiqué lors de sa souscription.',
    ]),
    inFrance(c) &&
      p(
        "Conformément au Code de la consommation, vous disposez d'un délai de rétractation de quatorze jours. Si vous demandez à accéder immédiatement à un document numérique, vous reconnaissez renoncer à ce droit dès le début de son exécution.",
      ),
    h2('Utilisation autorisée'),
    p(
      "Vous pouvez utiliser les documents créés pour vos besoins personnels ou professionnels. Il est interdit de revendre nos modèles, d'extraire le contenu du site de manière automatisée, de porter atteinte à sa sécurité ou de l'utiliser à des fins illicites.",
    ),
    h2('Absence de conseil juridique'),
    p(
      `${c.siteBrand} fournit des documents juridiques à remplir soi-même et des informations juridiques générales. Nous ne sommes pas un cabinet d'avocats et l'utilisation du site ne crée aucune relation entre un avocat et son client.`,
    ),
    h2('Responsabilité'),
    p(
      "Dans les limites permises par la loi, nous ne sommes pas responsables des dommages indirects, et notre responsabilité totale est limitée aux sommes que vous nous avez versées au cours des douze mois précédant la réclamation. Rien dans les présentes ne limite une responsabilité qui ne peut l'être légalement.",
    ),
    h2('Droit applicable'),
    inFrance(c)
      ? p(
          'Les présentes conditions sont régies par le droit français. En cas de litige, vous pouvez recourir gratuitement à un médiateur de la consommation, conformément aux articles L. 611-1 et suivants du Code de la consommation.',
        )
      : p(
          "Les présentes conditions sont régies par les lois de la province d'Alberta et les lois fédérales du Canada qui s'y appliquent. Si vous êtes un consommateur, vous conservez la protection des lois impératives de votre lieu de résidence.",
        ),
  );

const cookiePolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Un cookie est un petit fichier texte déposé sur votre appareil par un site web. ${c.siteBrandWithTrademark} utilise des cookies et des technologies similaires pour faire fonctionner le site, comprendre son utilisation et vous proposer des offres pertinentes.`,
    ),
    h2('Les cookies que nous utilisons'),
    ul([
      `${strong('Essentiels')} : nécessaires à la connexion, à la sécurité, à la sauvegarde de vos documents en cours et à la mémorisation de vos choix. Ils sont toujours actifs.`,
      `${strong('Performance')} : mesurent la fréquentation et les erreurs afin d'améliorer le site. Les données sont agrégées.`,
      `${strong('Marketing')} : nous permettent, ainsi qu'à nos partenaires, de vous présenter des publicités adaptées et d'en mesurer l'efficacité.`,
    ]),
    h2('Vos choix'),
    p(
      'Vous pouvez tout accepter ou choisir les catégories autorisées dans les paramètres des cookies, accessibles à tout moment depuis le lien en bas de page. Vous pouvez aussi bloquer ou supprimer les cookies dans votre navigateur ; certaines parties du site pourraient alors ne plus fonctionner.',
    ),
    inFrance(c) &&
      p(
        "Conformément aux recommandations de la CNIL, les cookies de performance et de marketing ne sont déposés qu'avec votre consentement, que vous pouvez retirer aussi simplement que vous l'avez donné. Nous conservons votre choix pendant six mois au plus.",
      ),
    c.region === 'quebec' &&
      doc(
        h2('Résidents du Québec'),
        p(
          "En vertu de la Loi 25, toute technologie permettant de vous identifier, de vous localiser ou d'effectuer votre profilage est désactivée par défaut. Les cookies de performance et de marketing restent donc désactivés tant que vous ne les activez pas dans les paramètres des cookies.",
        ),
      ),
    h2('Nous contacter'),
    p(`Questions relatives aux cookies : ${mailbox(c.operator.mailDomain, 'privacy')}.`),
  );

const disclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} n'est pas un cabinet d'avocats et ne remplace pas un avocat ou un notaire. Les documents, informations et outils de ce site sont fournis à titre d'information générale et ne constituent pas un conseil juridique.`,
    ),
    h2('Pas de relation avocat-client'),
    p(
      `L'utilisation de ${c.siteBrand}, y compris de nos documents, de nos articles et de notre service client, ne crée aucune relation entre un avocat et son client. Vos échanges avec nous ne sont pas couverts par le secret professionnel.`,
    ),
    h2('Des règles qui varient'),
    p(
      "Le droit varie d'un pays et d'une province à l'autre et évolue dans le temps. Nous veillons à l'exactitude et à l'actualité de nos contenus, mais nous ne pouvons garantir qu'un document convient à votre situation particulière.",
    ),
    h2('Quand consulter un professionnel'),
    p(
      'Si votre situation est complexe, si elle porte sur des sommes ou des biens importants ou si vous avez un doute sur vos droits et obligations, consultez un avocat ou un notaire.',
    ),
  );

const editorialPolicy = (c: PolicyContext) =>
  doc(
    p(
      `Notre charte éditoriale explique comment ${c.siteBrandWithTrademark} rédige et met à jour ses documents, guides et articles juridiques, afin que vous puissiez vous y fier.`,
    ),
    h2('Qui rédige nos contenus'),
    p(
      'Nos contenus sont rédigés par des juristes diplômés et relus par des avocats exerçant dans le pays concerné. Chaque article indique son auteur, son relecteur et la date de sa dernière mise à jour.',
    ),
    h2('Nos sources'),
    ul([
      'Nous nous appuyons sur les sources officielles : lois, règlements et décisions de justice.',
      'Nous utilisons les sites publics pour les formulaires, les frais et les démarches.',
      'Nous expliquons les notions juridiques dans un langage clair et signalons les particularités régionales.',
    ]),
    h2('Mises à jour'),
    p(
      "Chaque document et chaque article est revu au moins une fois par an et à chaque évolution de la loi. Les modifications sont tracées afin de pouvoir identifier les anciennes versions d'un document.",
    ),
    h2('Indépendance et corrections'),
    p(
      `Les annonceurs et partenaires n'ont aucune influence sur nos contenus juridiques. Si vous relevez une erreur, écrivez à ${mailbox(c.operator.mailDomain, 'editorial')} : nous l'examinerons rapidement.`,
    ),
  );

const emailPolicy = (c: PolicyContext) =>
  doc(
    p(
      `La présente politique explique quels e-mails ${c.siteBrandWithTrademark} vous envoie et comment les gérer.`,
    ),
    h2('Les e-mails que nous envoyons'),
    ul([
      `${strong('E-mails de service')} : confirmation de compte, réinitialisation du mot de passe, reçus, rappels d'abonnement et notifications sur vos documents. Ils font partie du service tant que votre compte est ouvert.`,
      `${strong('E-mails commerciaux')} : actualités, conseils et offres. Nous ne les envoyons qu'avec votre accord, et chacun contient un lien de désinscription.`,
    ]),
    h2('Se désinscrire'),
    p(
      'Utilisez le lien de désinscription en bas de chaque e-mail commercial ou modifiez vos préférences dans votre espace Mon compte. Votre demande est traitée rapidement, au plus tard sous dix jours ouvrés.',
    ),
    inFrance(c)
      ? p(
          'Nos envois commerciaux respectent l’article L. 34-5 du Code des postes et des communications électroniques.',
        )
      : p('Nos envois commerciaux respectent la Loi canadienne anti-pourriel (LCAP).'),
    h2('Votre adresse e-mail'),
    p(
      "Nous ne vendons ni ne louons jamais votre adresse e-mail. Nous ne vous demanderons jamais votre mot de passe ou votre numéro de carte complet par e-mail ; si vous recevez un tel message en notre nom, n'y répondez pas et transférez-le-nous.",
    ),
    p(`Contact : ${mailbox(c.operator.mailDomain, 'support')}.`),
  );

const legalNotice = (c: PolicyContext) =>
  doc(
    inFrance(c) &&
      p(
        "Conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), voici les informations relatives à l'éditeur et à l'hébergeur du site.",
      ),
    h2('Éditeur'),
    p(`Le site ${c.origin} (${c.siteBrandWithTrademark}) est édité par :`),
    ul([
      c.operator.company,
      `${c.operator.street}, ${c.operator.city}, ${c.operator.country.fr}`,
      c.operator.registration,
      ...(c.operator.vatId ? [`Numéro de TVA intracommunautaire : ${c.operator.vatId}`] : []),
      `Directeur de la publication : ${c.operator.representative}`,
      `Téléphone : ${c.operator.phone}`,
      `E-mail : ${mailbox(c.operator.mailDomain, 'legal')}`,
    ]),
    h2('Hébergeur'),
    p(`Le site est hébergé par ${c.operator.hosting}.`),
    h2('Propriété intellectuelle'),
    p(
      `Les contenus, modèles, logos et marques de ce site appartiennent à ${c.operator.company} ou à ses concédants. Toute reproduction sans autorisation est interdite. ${c.siteBrand} est une marque de ${c.operator.company}.`,
    ),
  );

const aiDisclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} propose un assistant juridique fondé sur l'intelligence artificielle, qui répond à vos questions et vous aide à rédiger et relire vos documents. Merci de lire cet avertissement avant de l'utiliser.`,
    ),
    h2('Des réponses automatisées'),
    p(
      "Les réponses sont générées automatiquement par un système d'intelligence artificielle, et non par un avocat. Elles peuvent être incomplètes, dépassées ou inexactes, et ne pas refléter le droit applicable chez vous.",
    ),
    inFrance(c) &&
      p(
        "Conformément au règlement européen sur l'intelligence artificielle, nous vous indiquons clairement lorsque vous échangez avec un système d'IA ou lisez un contenu généré par l'IA.",
      ),
    h2('Pas de conseil juridique'),
    p(
      "L'assistant fournit uniquement des informations générales. Vérifiez les points importants auprès des sources officielles et consultez un professionnel du droit avant de prendre une décision.",
    ),
    h2('Vos données'),
    ul([
      "Ne saisissez pas d'informations inutiles, comme des données de santé ou des numéros d'identité.",
      'Vos conversations sont traitées conformément à notre politique de confidentialité et ne servent pas à entraîner des modèles de tiers.',
      "Vous restez responsable de la relecture de tout document créé avec l'aide de l'assistant.",
    ]),
  );

/** French templates for every policy kind. */
export const frenchPolicies: PolicyTemplates = {
  DISCLAIMER: disclaimer,
  PRIVACYPOLICY: privacyPolicy,
  TERMS: termsOfUse,
  COOKIEPOLICY: cookiePolicy,
  EDITORIALPOLICY: editorialPolicy,
  EMAILPOLICY: emailPolicy,
  LEGALNOTICE: legalNotice,
  AIDISCLAIMER: aiDisclaimer,
};
