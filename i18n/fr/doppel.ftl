# Les messages de Doppel en français. La source est i18n/en/doppel.ftl : les mêmes
# messages, attributs et variables (un test le vérifie). Ajouter une langue :
# docs/src/translations.md.
#
# Typographie : espace insécable avant les deux-points et entre guillemets, espace fine
# insécable avant ; ! ? et %. Les nombres, tailles ($size…) et dates ($date) arrivent déjà
# écrits à la française (1 234,5 ; 29,39 KiB ; 02/01/2026 03:04:05).

## Shared: the engine's values in words (src/i18n/words.rs)

phase-walking = parcours des dossiers
phase-prehashing = empreinte du début et de la fin
phase-hashing = empreinte des contenus
phase-folders = comparaison des dossiers
phase-reading = lecture des documents
phase-comparing = comparaison des documents
phase-images = lecture des images
phase-videos = lecture des vidéos
phase-done = terminé

rule-keep = Garder { $criteria }
rule-then = { $before }, puis { $next }
rule-strictly = { $rule } (strictement)
criterion-under = la copie sous { $place }
criterion-not-under = une copie hors de { $place }
criterion-newest = la plus récente
criterion-oldest = la plus ancienne
criterion-largest = la plus grande
criterion-shortest-path = celle au chemin le plus court
criterion-highest-resolution = celle à la plus haute résolution
criterion-first-taken = la première prise (date EXIF)
criterion-format = celle au format { $format }
criterion-with-companions = la copie avec son RAW ou ses fichiers annexes à côté
criterion-first = la première de la liste

undecided-all-in-trash = chaque copie est dans une corbeille
undecided-none-under = aucune copie n’est sous { $place }
undecided-all-under = chaque copie est sous { $place }
undecided-no-format = aucune copie n’est au format { $format }
undecided-none-pass = aucune copie ne satisfait « { $criterion } »
undecided-tie = les copies sont à égalité sur chaque critère et la règle est stricte (sans « strict », la première par chemin est gardée)
undecided-holds-words =
    { $fuller } contient tout { $kept } et { $words ->
        [one] { $words } mot
       *[other] { $words } mots
    } de plus
undecided-holds-footage-more = { $fuller } contient tout { $kept } et { $length } de plus
undecided-holds-footage = { $trashed } contient des images qui manquent à { $kept }
undecided-companion-only-here = { $companion } accompagne { $photo } et n’a pas de copie à côté d’une copie gardée
fallback-none-under = aucune copie n’est sous { $place }, donc les critères suivants ont choisi
fallback-all-under = chaque copie est sous { $place }, donc les critères suivants ont choisi
fallback-none-pass = aucune copie ne satisfait « { $criterion } », donc les critères suivants ont choisi
fallback-first-by-path = les copies sont à égalité sur chaque critère, donc la première par chemin est gardée

cleanup-kind-trash = corbeille
cleanup-kind-hard-links = liens physiques
cleanup-kind-clones = clones

video-same = { $a } et { $b } sont le même extrait ({ $length } en commun)
video-part-of = { $a } est { $b } à partir de { $b_start } pendant { $length }
video-overlap = { $a } à partir de { $a_start } est { $b } à partir de { $b_start } pendant { $length }

hidden-groups =
    { $groups ->
        [one] { $groups } groupe est masqué
       *[other] { $groups } groupes sont masqués
    } comme « pas des doublons »
hidden-files =
    { $files ->
        [one] { $files } fichier est masqué
       *[other] { $files } fichiers sont masqués
    } comme « pas des doublons »
hidden-groups-and-files =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } et { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } sont masqués comme « pas des doublons »

format-plain-text = texte brut
document-too-short = trop court pour être comparé comme document ({ $triples } triplets de mots distincts ; il en faut au moins { $needed })
document-not-a-document = pas un document (aucun texte à comparer)
document-unreadable = lecture impossible : { $reason }

## Shared: why a cleanup left a file or folder alone, and what a restore found (src/i18n/reasons.rs)

# Each follows the file's or folder's path, as "/a/b.txt: no longer exists" (so most start
# with a verb or "its"). $problem is a system error's words, as the system gives them;
# $kept, $trash and the like are paths.
reason-size-exact = { $size } ({ $bytes } octets)
reason-access = propriétaire { $uid }, groupe { $gid }, mode { $mode }
no-sharing-xfs-without-reflink = ce système de fichiers XFS a été créé sans reflink (mkfs.xfs -m reflink=1)
no-sharing-file-system = { $fs } ne peut pas partager de blocs entre fichiers
no-sharing-read-only = le système de fichiers est monté en lecture seule
no-sharing-cannot-write-here = Doppel n’a pas le droit d’écrire dans son dossier : le partage de blocs n’a donc pas pu y être essayé
no-sharing-probe-failed = l’essai de partage de blocs à cet endroit a échoué : { $problem }

# The plan, decided from the marks before anything is opened.
reason-all-marked = chaque copie de ce groupe a été marquée pour la corbeille ; gardez-en au moins une
reason-kept-elsewhere = marqué « Garder » dans un autre groupe
reason-all-by-other-groups = chaque copie de ce groupe irait à la corbeille (certaines sont marquées pour la corbeille dans un autre groupe) ; gardez-en au moins une
reason-all-folders-marked = chaque dossier de ce groupe a été marqué pour la corbeille ; gardez-en au moins un
reason-all-folders-by-other-groups = chaque dossier de ce groupe irait à la corbeille (certains sont marqués pour la corbeille dans un autre groupe) ; gardez-en au moins un
reason-in-trash-folder = est dans un dossier de corbeille ; ce qui est dans une corbeille, Doppel ne le déplace ni ne le garde jamais
reason-kept-only-in-trash = les seules copies que garde son groupe sont dans des dossiers de corbeille, qui ne comptent jamais comme gardées
reason-in-reference = est dans le dossier de référence { $reference } ; les fichiers d’un dossier de référence ne vont jamais à la corbeille
# $found is the same file or folder as one in the reference folder, reached by another path.
reason-in-reference-reached = est dans le dossier de référence { $reference } ; les fichiers d’un dossier de référence ne vont jamais à la corbeille (atteint par un autre chemin : { $found } est l’un des éléments de ce dossier)
reason-holds-reference = contient le dossier de référence { $reference } ; les fichiers d’un dossier de référence ne vont jamais à la corbeille
reason-kept-folder-inside = le dossier gardé, { $kept }, se trouve à l’intérieur
reason-kept-folder-holds = le dossier gardé, { $kept }, le contient
reason-in-doppel-data = est dans le dossier de données propre à Doppel, { $folder } (ses journaux de nettoyage) ; il n’est jamais mis à la corbeille

# What the file is now, checked before it is acted on.
reason-not-absolute = n’est pas un chemin absolu ; Doppel n’agit que sur des chemins tels qu’une analyse les enregistre
reason-not-normalised = n’est pas un chemin normalisé (il contient `.`, `..`, une barre oblique doublée ou finale) ; Doppel n’agit que sur des chemins tels qu’une analyse les enregistre
reason-is-symlink = est désormais un lien symbolique
reason-folder-is-symlink = son dossier { $folder } est un lien symbolique ; le nettoyage n’agit que sur des chemins réels
reason-no-longer-exists = n’existe plus
reason-not-regular-file = n’est plus un fichier ordinaire
reason-not-a-folder = n’est plus un dossier
reason-cannot-open = n’a pas pu être ouvert : { $problem }
reason-cannot-read = n’a pas pu être lu : { $problem }
# $was and $now are sizes, written as the language writes them.
reason-changed-size = a changé depuis l’analyse : sa taille était de { $was }, elle est maintenant de { $now }
# $was and $now are times as RFC 3339 writes them (2026-11-27T21:46:49Z).
reason-changed-modified = a changé depuis l’analyse : sa date de modification était { $was }, elle est maintenant { $now }
reason-changed-while-checked = a changé pendant sa vérification
# $change is the engine's words for what changed.
reason-changed-while-checked-how = a changé pendant sa vérification ({ $change })
reason-changed-after-check = a changé après sa vérification
reason-in-use = est utilisé par un autre programme (ouvert en écriture) et a donc été laissé en place ; réessayez quand ce programme l’aura fermé

# The copy being kept, which vouches for the file.
reason-no-kept-copy = aucune copie de son groupe n’est gardée
reason-no-kept-folder = aucun dossier de son groupe n’est gardé
# $folders is a list of paths, joined by ", ".
reason-no-kept-copy-against = aucune copie de son groupe n’est gardée dans { $folders }, les dossiers auxquels il a été comparé ; seule une telle copie peut en être garante
reason-kept-in-trash = la copie gardée, { $kept }, est dans la corbeille
# $why is another reason, about the kept copy.
reason-kept-unusable = la copie gardée, { $kept } : { $why }
reason-kept-changed-since-scan = la copie gardée, { $kept }, a changé depuis l’analyse (sa taille ou sa date de modification) : rien n’est donc mis à la corbeille en comptant sur elle
reason-content-differs = son contenu ne correspond plus à celui de la copie gardée, { $kept }
reason-cannot-compare = n’a pas pu être comparé à la copie gardée, { $kept } : { $problem }
reason-kept-changed-while-compared = la copie gardée, { $kept }, a changé pendant la comparaison
# $measured and $threshold are whole percentages.
reason-not-alike-similarity = ne ressemble qu’à { $measured } % à la copie gardée, { $kept } (il est dans son groupe par l’intermédiaire d’un autre fichier) ; il en faut { $threshold } %
reason-not-alike-distance = diffère de la copie gardée, { $kept }, de { $measured } bits sur 64 (il est dans son groupe par l’intermédiaire d’une autre image) ; le maximum admis est { $most }
reason-same-file-as-kept = c’est le même fichier que la copie gardée, { $kept }, atteint par un autre chemin
reason-same-folder-as-kept = c’est le même dossier que le dossier gardé, { $kept }, atteint par un autre chemin
reason-kept-holds-part-of = le dossier gardé, { $kept }, contient { $part }, qui en fait partie, sous un autre chemin (un lien physique ou un montage lié)
reason-kept-lacks-copy = le dossier gardé, { $kept }, ne contient aucune copie de { $file } (d’après le contenu)
reason-kept-changed-during-move = la copie gardée, { $kept }, a changé ou a été déplacée pendant que celui-ci allait à la corbeille : il a donc été remis en place
reason-kept-changed-during-move-stuck = la copie gardée, { $kept }, a changé ou a été déplacée pendant que celui-ci allait à la corbeille, et il n’a pas pu être remis en place ({ $problem }) ; `doppel restore` peut le restaurer

# Companion files: a photo's RAW, Live Photo video and sidecars. $why is another reason.
reason-companion-kept = accompagne { $photo }, qui va à la corbeille, mais un groupe le garde : il reste donc en place
reason-companion-not-as-scanned = son fichier compagnon { $companion } { $why } ; rien de cette photo n’a été déplacé
reason-companion-not-moved = son fichier compagnon { $companion } n’a pas pu être déplacé ({ $why }) : ce fichier et ses fichiers compagnons ont donc été remis en place
reason-companion-not-moved-stuck = son fichier compagnon { $companion } n’a pas pu être déplacé ({ $why }), et ce fichier n’a pas pu être remis en place ({ $problem }) ; `doppel restore` peut restaurer ce qui a été déplacé
reason-companion-stays = accompagne { $photo }, qui va à la corbeille, et { $with }, qui reste : il reste donc en place
reason-companion-only-copy = son fichier compagnon { $companion } n’a pas de copie à côté d’une copie gardée ; rien de cette photo n’est déplacé

# A folder's insides. $what is the engine's word for a kind of entry (a socket, a device).
reason-mount-inside = un volume est monté à l’intérieur, sur { $mount } ; un dossier ne va à la corbeille en entier que s’il tient sur un seul volume
reason-holds-odd = contient { $entry }, qui est { $what } ; un dossier ne va à la corbeille en entier que s’il ne contient que des fichiers ordinaires et des dossiers
reason-holds-mount = contient { $entry }, qui est sur un autre volume (un point de montage)
reason-inside-unreadable = { $entry } n’a pas pu être lu : { $problem }
reason-changed-while-trashing = son contenu a changé ({ $change }) pendant sa mise à la corbeille : le dossier entier a donc été remis en place
reason-changed-while-trashing-stuck = son contenu a changé ({ $change }) pendant sa mise à la corbeille, et le dossier n’a pas pu être remis en place ({ $problem }) ; `doppel restore` peut le restaurer

# The trash.
reason-cannot-move = n’a pas pu être mis à la corbeille et a donc été laissé en place : { $problem }
reason-trash-on-other-mount = son dossier de corbeille { $trash } est sur un autre montage ; l’y déplacer demanderait une copie : il a donc été laissé en place
reason-cannot-reserve = n’a pas pu être mis à la corbeille et a donc été laissé en place : aucun nom n’a pu être réservé dans la corbeille { $trash } : { $problem }
reason-replaced-while-moving = a été remplacé pendant son déplacement ; ce qui avait été déplacé a été remis en place
reason-replaced-while-moving-stuck = a été remplacé pendant son déplacement, et ce qui avait été déplacé n’a pas pu être remis en place ({ $problem }) ; il se trouve dans { $trash }

# Replacing a copy by a hard link to the copy being kept. $fs is a file system's name (vfat).
reason-not-exact-for-link = seules les copies octet pour octet sont remplacées par un lien physique ; un fichier similaire n’a pas le même contenu : il a donc été laissé en place
reason-no-hard-links = est sur un système de fichiers ({ $fs }) qui ne peut pas donner de second nom à un fichier, et ne peut donc pas être remplacé par un lien physique ; il a été laissé en place (mettez-le plutôt à la corbeille)
reason-other-file-system = la copie gardée, { $kept }, est sur un autre système de fichiers, hors de portée d’un lien physique ; il a été laissé en place
# $copy and $kept_has are each written by reason-access.
reason-access-differs = son propriétaire ou ses droits ({ $copy }) diffèrent de ceux de la copie gardée, { $kept } ({ $kept_has }) ; un lien physique changerait qui peut le lire ou y écrire : il a donc été laissé en place (--allow-owner-change le lie quand même)
reason-kept-link-limit = la copie gardée, { $kept }, a déjà autant de noms que son système de fichiers le permet ; rien n’a été modifié
reason-cannot-link = n’a pas pu être remplacé par un lien physique et a donc été laissé en place : { $problem }
reason-kept-changed-before-link = la copie gardée, { $kept }, a changé ou a été déplacée après sa vérification : rien n’a donc été lié
reason-replaced-while-linking = son nom a été donné à autre chose pendant la mise en place du lien ; l’échange a été défait, rien n’a été lié
reason-replaced-while-linking-stuck = son nom a été donné à autre chose pendant la mise en place du lien, et l’échange n’a pas pu être défait ({ $problem }) ; l’original est dans la corbeille : `doppel restore` peut le restaurer
# A folder's file that could not be linked, when it was the first of the folder.
reason-folder-file-not-linked-first = le fichier { $file } qu’il contient n’a pas pu être remplacé par un lien physique ({ $why }) ; aucun de ses fichiers n’avait été lié avant lui, et les autres ont été laissés tels quels
reason-folder-file-not-linked = le fichier { $file } qu’il contient n’a pas pu être remplacé par un lien physique ({ $why }) ; { $linked } de ses { $of } fichiers, traités avant lui, sont désormais des liens physiques (leurs originaux sont dans la corbeille : `doppel restore` les remet en place), les autres ont été laissés tels quels
reason-attributes-differ = ses attributs étendus ou ACL ({ $names }) diffèrent de ceux de la copie gardée, { $kept } ; un lien physique effacerait les siens et montrerait ceux de la copie gardée sous son nom, il a donc été laissé en place (--allow-owner-change le lie quand même)
reason-kept-in-reference = la copie gardée, { $kept }, est un fichier du dossier de référence { $reference } ; un lien physique lui donnerait ici un second nom, sous lequel une modification changerait la référence, il a donc été laissé en place (mettez-le plutôt à la corbeille ou faites-en un clone)

# Replacing a copy by a clone of the copy being kept (their blocks shared). $why in
# reason-cannot-share-blocks is one of the no-sharing-… messages; $at is a byte offset.
reason-not-exact-for-clone = seules les copies octet pour octet sont remplacées par un clone ; un fichier similaire n’a pas le même contenu : il a donc été laissé en place
reason-clone-other-file-system = la copie gardée, { $kept }, est sur un autre système de fichiers ; les blocs ne se partagent qu’au sein d’un même système de fichiers : il a donc été laissé en place
reason-cannot-share-blocks = ne peut pas être remplacé par un clone ici : { $why } ; il a été laissé en place
reason-clone-differs = le système de fichiers l’a comparé à la copie gardée, { $kept }, et a trouvé des octets différents (à partir de l’octet { $at }) ; rien n’a été modifié
reason-cannot-clone = n’a pas pu être remplacé par un clone ; ses octets restent donc tels qu’ils étaient : { $problem }
reason-changed-while-cloning = a été modifié pendant son clonage ; il contient maintenant ce qui y a été écrit, et rien de son contenu n’a été perdu
reason-kept-changed-before-clone = la copie gardée, { $kept }, a changé ou a été déplacée après sa vérification : rien n’a donc été cloné
reason-kept-changed-while-cloning = la copie gardée, { $kept }, a changé pendant le clonage de celui-ci ; le contenu de ce fichier est tel qu’il était (le système de fichiers a comparé les octets), mais il se peut que moins de ses blocs restent partagés
reason-folder-file-not-cloned = le fichier { $file } qu’il contient n’a pas pu être cloné ({ $why }) ; { $cloned } de ses { $of } fichiers, traités avant lui, sont désormais des clones (leur contenu tel qu’il était), les autres ont été laissés tels quels
# $why is the engine's own words.
reason-not-moved = non déplacé : { $why }

# A restore (undo). $what is the engine's words for what is wrong with a record.
reason-journal-record-invalid = l’enregistrement du journal qui le concerne n’est pas de ceux qu’écrit Doppel ({ $what }) : rien n’a donc été fait
reason-volume-not-mounted = sa corbeille { $trash } est sur un volume qui n’est pas monté actuellement (un autre disque y est monté, ou aucun) ; il reste inscrit au journal : branchez ce disque et annulez de nouveau
reason-occupied = un fichier se trouve désormais à l’emplacement { $path } ; déplacez-le ailleurs et annulez de nouveau
reason-restore-path-through-symlink = son dossier { $folder } est désormais un lien symbolique ; les fichiers ne sont remis en place qu’à travers de vrais dossiers : refaites-en un dossier et annulez de nouveau
reason-cannot-make-folder = son dossier n’a pas pu être créé ou ouvert : { $problem }
reason-entry-unreadable = son entrée de corbeille n’a pas pu être lue : { $problem }
reason-cannot-restore = n’a pas pu être restauré : { $problem }
reason-link-replaced = { $path } n’est plus le lien physique créé par le nettoyage (autre chose a été mis à sa place) : les deux ont donc été laissés tels quels ; l’original reste dans la corbeille
reason-folder-not-as-scanned = il contient maintenant { $now ->
        [one] 1 fichier
       *[other] { $now } fichiers
    } et l’analyse en a vu { $scanned } (fichiers écartés par les filtres, ou ajoutés depuis) : seul un dossier vu en entier par l’analyse est déplacé, il a donc été laissé tel quel
reason-kept-has-unseen-names =
    { $unseen ->
        [one] la copie conservée { $kept } a 1 autre nom que l’analyse n’a pas vu (hors des dossiers analysés, ou écarté par les filtres) : un lien physique le rendrait modifiable par le nom de cette copie, qui a donc été laissée telle quelle
       *[other] la copie conservée { $kept } a { $unseen } autres noms que l’analyse n’a pas vus (hors des dossiers analysés, ou écartés par les filtres) : un lien physique les rendrait modifiables par le nom de cette copie, qui a donc été laissée telle quelle
    }
reason-kept-link-gone = { $path } n’est plus le lien physique créé par le nettoyage : { $kept } ne contient plus le même fichier (supprimé ou remplacé à l’enregistrement), donc ce que contient { $path } est votre travail actuel et a été laissé tel quel ; l’original reste dans la corbeille
# $files is how many files of the folder, $first the first of them.
reason-folder-links-replaced =
    { $files ->
        [one] le fichier { $first } qu’il contient n’est plus le lien physique créé par le nettoyage (autre chose a été mis à sa place) : il a donc été laissé tel quel, son original toujours dans la corbeille ; le reste du dossier est revenu
       *[other] { $files } de ses fichiers (à commencer par { $first }) ne sont plus les liens physiques créés par le nettoyage (autre chose a été mis à leur place) : ils ont donc été laissés tels quels, leurs originaux toujours dans la corbeille ; le reste du dossier est revenu
    }
reason-cannot-unshare = n’a pas pu être doté de ses propres blocs et reste donc un clone : { $problem }
reason-already-in-place = déjà remis en place
reason-already-in-place-copy-in-trash = déjà remis en place ; une copie identique reste dans la corbeille, à { $trash_entry } (une restauration précédente s’est arrêtée avant de la supprimer)
reason-gone-from-trash = n’a pas été trouvé dans la corbeille (vidée, restauré à la main, ou un autre disque est monté à sa place) ; il reste dans la liste, et une annulation ultérieure le cherchera de nouveau
reason-unrelated = n’a pas été trouvé dans la corbeille : un élément sans rapport y porte son nom, et a été laissé tel quel ; il reste dans la liste, et une annulation ultérieure le cherchera de nouveau
reason-never-left = rien à remettre en place : le fichier n’est jamais parti (c’est un clone, qui partage ses blocs avec { $kept } ; `--unshare-clones` lui donne des blocs à lui)
reason-not-shared = il a déjà ses propres blocs
reason-changed-since-clone = il a été remplacé ou modifié depuis son clonage : il a donc été laissé tel quel

# One cleanup or restore at a time. $holder is what the other Doppel wrote of itself
# ("process 4242, cleaning up"), as it wrote it.
lock-busy = un autre Doppel est déjà en train de nettoyer ou de restaurer ; attendez qu’il ait fini, puis réessayez
lock-busy-holder = un autre Doppel est déjà en train de nettoyer ou de restaurer ({ $holder }) ; attendez qu’il ait fini, puis réessayez
lock-unusable = le verrou { $path } n’a pas pu être pris : { $problem }

# Doppel's cleanup journal could not be written (no journal, no move); $problem is the
# system's words.
journal-not-started = le journal du nettoyage n’a pas pu être écrit dans { $folder } : { $problem }
journal-not-updated = le journal du nettoyage { $path } n’a pas pu être mis à jour : { $problem }
journal-not-written = le journal du nettoyage { $path } n’a pas pu être écrit : { $problem }

# A reference folder that could not be read in full before a cleanup: $entry is what in it
# could not be read, $problem the system's words or reference-not-a-folder.
reference-unreadable = le dossier de référence { $reference } n’a pas pu être lu entièrement ({ $entry } : { $problem }) ; rien ne va à la corbeille tant que ses fichiers ne peuvent pas tous être distingués des autres
reference-not-a-folder = ce n’est pas un dossier

# Why a cleanup stopped before its end (else the journal's own words, or a reason).
stopped-cancelled = le nettoyage a été annulé

# How an item a restore put back differs from what was trashed.
changed-in-trash-written-to = il a été modifié après sa mise à la corbeille ; il revient tel qu’il est maintenant
# $changes is a list of changed-in-trash-added, -gone and -edited, joined by the separator.
changed-in-trash-folder-files = il a changé après sa mise à la corbeille ({ $changes }) ; il revient en entier, tel qu’il est maintenant
changed-in-trash-separator = { ", " }
changed-in-trash-added =
    { $files ->
        [one] { $files } fichier ajouté
       *[other] { $files } fichiers ajoutés
    }
changed-in-trash-gone =
    { $files ->
        [one] { $files } fichier disparu
       *[other] { $files } fichiers disparus
    }
changed-in-trash-edited =
    { $files ->
        [one] { $files } fichier modifié
       *[other] { $files } fichiers modifiés
    }
changed-in-trash-linked-folder-gone = le dossier avait disparu ; les originaux que gardait la corbeille reviennent sous forme de dossier
changed-in-trash-edited-through-link = il a été modifié par son nom lié après le nettoyage ; l’original revient tel qu’il était, et la modification subsiste dans { $kept }
changed-in-trash-link-originals-gone = { $files } de ses fichiers n’étaient plus dans la corbeille ; leurs noms gardent les liens physiques créés par le nettoyage

# Why a way to reclaim space would leave a file alone (the cleanup's confirmation).
left-alone-not-exact = un fichier similaire, pas une copie octet pour octet : seules les copies sont remplacées
left-alone-other-file-system = la copie gardée, { $kept }, est sur un autre système de fichiers
# $copy and $kept_has are each written by reason-access.
left-alone-access-differs = son propriétaire ou ses droits ({ $copy }) diffèrent de ceux de la copie gardée ({ $kept_has })
left-alone-attributes-differ = ses attributs étendus ou ACL ({ $names }) diffèrent de ceux de la copie gardée
left-alone-kept-in-reference = la copie gardée est dans le dossier de référence { $reference }, qu’un lien physique rendrait modifiable ici
left-alone-cannot-share-blocks = son système de fichiers ne peut pas partager de blocs entre fichiers
left-alone-not-permitted = il ne vous appartient pas et vous ne pouvez pas y écrire : ses blocs ne peuvent pas être partagés
left-alone-no-hard-links = son système de fichiers ne peut pas donner de second nom à un fichier (pas de liens physiques)

## Shared: the space a cleanup measured as freed (src/i18n/space.rs)

# One line per file system: the first message, then each gap joined by space-then, then
# space-end around the whole. $mount is where the file system is mounted; sizes come
# written as the language writes them.
space-freed = { $freed } libérés sur { $mount } (attendus : { $expected })
space-trash-later = Rien n’est libéré sur { $mount } avant que la corbeille soit vidée ; alors { $size } reviennent.
space-freed-nothing = Rien n’a été libéré sur { $mount } : { $used } de plus sont occupés qu’avant (libération attendue : { $expected })
# $problem is the system's words, or space-other-file-system.
space-not-measured = L’espace libre sur { $mount } n’a pas pu être mesuré après le nettoyage ({ $problem }) ; libération attendue : { $expected }
space-other-file-system = un autre système de fichiers y est monté désormais
space-then = { $before } ; { $gap }
space-end = { $line }.
space-gap-trash-not-emptied = { $size } de plus reviendront une fois la corbeille vidée
space-gap-journal = { $size } de moins que prévu : ce sont les enregistrements propres à Doppel, le journal du nettoyage
# $records: how many .trashinfo files the cleanup wrote in the trash.
space-gap-own-records =
    { $records ->
        [one] { $size } de moins que prévu : ce sont les enregistrements propres à Doppel, { $records } fichier .trashinfo dans la corbeille (il disparaît quand la corbeille est vidée) et le journal du nettoyage
       *[other] { $size } de moins que prévu : ce sont les enregistrements propres à Doppel, { $records } fichiers .trashinfo dans la corbeille (ils disparaissent quand la corbeille est vidée) et le journal du nettoyage
    }
space-gap-held-elsewhere = { $size } de moins que prévu : ces blocs sont encore occupés ailleurs (un instantané, d’autres clones des copies), ou d’autres programmes y ont écrit entre-temps
space-gap-other-changes = { $size } de plus que prévu : d’autres programmes y ont libéré de l’espace entre-temps

## Shared: why a scan skipped a file or folder (src/i18n/skips.rs)

# Each follows the path, as "/a/b.txt: permission denied". A decoder's, an extractor's or
# the system's own words come as they are.
skip-io-permission-denied = permission refusée
skip-io-vanished = a disparu pendant l’analyse
skip-io-too-many-links = trop de niveaux de liens symboliques
skip-io-input-output = erreur d’entrée/sortie (le disque ou le partage réseau a fait défaut)
skip-io-name-too-long = le chemin dépasse la longueur que le système admet (4 096 octets) : il ne peut donc pas être ouvert
skip-io-stale-handle = descripteur de fichier réseau obsolète (le partage a changé)
skip-broken-link = lien symbolique brisé : sa cible n’existe pas
skip-link-loop = boucle de liens symboliques : il ramène à un dossier déjà en cours d’analyse
skip-link-not-followed = un lien symbolique (non suivi)
skip-not-regular-file = pas un fichier ordinaire
skip-changed-while-read = a changé pendant l’analyse (sa taille ou sa date de modification n’est plus celle relevée quand il a été listé)
skip-replaced-while-read = a été remplacé pendant l’analyse par autre chose qu’un fichier ordinaire
skip-own-folder = est le dossier de données propre à Doppel (ses journaux de nettoyage, son cache ou ses paramètres) ; il n’est jamais analysé
skip-root-in-own-folder = est dans le dossier de données propre à Doppel (ses journaux de nettoyage, son cache ou ses paramètres) ; il n’est jamais analysé
skip-link-into-own-folder = est un lien qui mène dans le dossier de données propre à Doppel (ses journaux de nettoyage, son cache ou ses paramètres) ; il n’est jamais analysé
skip-trash-folder = est un dossier de corbeille ; les fichiers de la corbeille ne sont jamais analysés
skip-root-in-trash = est dans un dossier de corbeille ; les fichiers de la corbeille ne sont jamais analysés
skip-link-into-trash = est un lien qui mène dans un dossier de corbeille ; les fichiers de la corbeille ne sont jamais analysés
skip-root-gone = le dossier a disparu (supprimé ou renommé) ; il sera de nouveau analysé s’il revient
skip-not-there = aucun fichier ou dossier de ce nom
skip-not-file-or-folder = ni un fichier ordinaire ni un dossier
skip-changed-while-compared = a changé pendant sa comparaison
# $why is ffprobe's or ffmpeg's own words.
skip-video-unreadable = lecture de la vidéo impossible : { $why }
skip-video-timed-out = la lecture de la vidéo a pris plus de { $seconds } s
skip-video-no-frames = la vidéo n’a aucune image que ffmpeg puisse lire
skip-video-not-a-container = pas un fichier vidéo mais le format « { $format } » de ffmpeg (une liste de lecture ou un script qui nomme d’autres fichiers n’est jamais lu)
skip-image-unknown-format = pas une image dans un format que Doppel lit
# $tool is the program and the Debian package that has it: heif-convert (libheif-examples).
skip-image-decoder-missing = son décodeur n’est pas installé : { $tool }

# Why an image could not be compared. $form is the decoder's words for a form it cannot
# read ("PSD compression 3"); $limit one of the image-too-large-… messages; $why one of
# the damage-… messages, or the decoding library's own words.
image-unsupported = image sous une forme que Doppel ne sait pas lire ({ $form })
image-too-large = image trop grande pour être comparée ({ $limit })
image-too-large-pixels = { $width } × { $height } pixels ; la limite est de { $megapixels } mégapixels
image-too-large-memory = son décodeur aurait besoin de plus de 600 MiB
image-too-large-psd = un fichier PSD de plus de 1 GiB
image-damaged = image endommagée ({ $why })
image-damaged-raw = fichier RAW endommagé ({ $why })
# $problem is the system's words.
image-could-not-start = impossible de lancer le décodeur d’images : { $problem }
image-killed = le décodeur d’images a planté ({ $tool } a été tué par le signal { $signal })
image-timed-out-seconds = le décodeur d’images a mis trop de temps (plus de { $seconds } s)
image-timed-out-milliseconds = le décodeur d’images a mis trop de temps (plus de { $milliseconds } ms)
damage-ends-early = le fichier s’arrête trop tôt
damage-header-ends-early = son en-tête s’arrête trop tôt
damage-no-size = son en-tête n’indique aucune taille
damage-no-pixels = aucun pixel
damage-size-given-twice = sa taille est indiquée de deux façons
damage-not-heif = aucune boîte meta : ce n’est pas une image HEIF
damage-box-past-end = une boîte dépasse la fin du fichier
# $kind is a box's four-letter name (ispe, moov).
damage-box-length = sa boîte { $kind } fait { $length } octets
damage-no-picture = son décodeur n’a produit aucune image
damage-composite-cut-short = son image composite est tronquée
damage-no-preview = aucun aperçu que Doppel sache lire
damage-preview-too-large = son aperçu dépasse 256 MiB
damage-preview-ends-early = son aperçu s’arrête trop tôt
damage-not-tiff = pas une structure TIFF
damage-too-many-entries = un répertoire d’image annonce plus de 1 000 entrées
damage-moov-too-large = sa boîte moov est trop grande
damage-no-image-track = aucune piste d’image
damage-no-moov = aucune boîte moov

# The kinds the list of skipped files is grouped under, where a reason carries words of
# its own (the others are grouped under the reason itself).
skip-heading-unreadable = lecture impossible
skip-heading-too-short = trop court pour être comparé comme document
skip-heading-document-unreadable = lecture impossible comme document
skip-heading-image-unreadable = lecture de l’image impossible
skip-heading-not-an-image = pas une image que Doppel sait lire
skip-heading-image-too-large = image trop grande pour être comparée
skip-heading-image-damaged = image endommagée
skip-heading-decoder-crashed = le décodeur d’images a planté
skip-heading-decoder-timed-out = le décodeur d’images a mis trop de temps
skip-heading-video-unreadable = lecture de la vidéo impossible
skip-heading-video-not-a-container = pas un fichier vidéo (une liste de lecture ou un script)

## Shared: what a scan tells at its end, and an ignore list that could not be used (src/i18n/notices.rs)

# $tool is the program and the Debian package that has it.
notice-heif-tool-missing =
    { $images ->
        [one] { $images } image HEIC ou AVIF n’a pas été comparée par ressemblance : { $tool } n’est pas installé
       *[other] { $images } images HEIC ou AVIF n’ont pas été comparées par ressemblance : { $tool } n’est pas installé
    }
# $tool is ffmpeg or ffprobe, $why what running it gave.
notice-videos-off = les vidéos semblables n’ont pas été cherchées : { $tool } n’a pas pu être lancé ({ $why }) ; installez ffmpeg (sudo apt-get install ffmpeg) pour les trouver
# A file Doppel did not make where its fingerprint cache would be: left untouched. $what is
# one of the found-… messages; $problem the system's words.
cache-not-ours = { $path } n’est pas un cache d’empreintes de Doppel ({ $what }), donc Doppel n’y touche pas
cache-not-ours-companion = { $path } n’est pas un fichier de SQLite à côté du cache d’empreintes ({ $what }), donc Doppel n’y touche pas
cache-unreadable = { $path } n’a pas pu être lu ({ $problem }), donc Doppel n’y touche pas
found-symbolic-link = un lien symbolique
found-folder = un dossier
found-not-regular-file = pas un fichier ordinaire
found-empty-file = un fichier vide
found-not-sqlite = pas une base de données SQLite
found-other-programs-database = une base de données SQLite d’un autre programme
found-other-users-file = il appartient à un autre utilisateur que le cache
found-not-write-ahead-log = il ne commence pas comme le journal d’écriture anticipée de SQLite
found-not-shared-memory-index = il ne commence pas comme l’index en mémoire partagée de SQLite
found-not-rollback-journal = il ne commence pas comme le journal d’annulation de SQLite
found-leftover = un reste à côté d’une base de données qui n’est plus là

# Why a file is not an ignore list; $error is the JSON reader's own words.
ignore-damage-not-json = ce n’est pas du JSON : { $error }
ignore-damage-version = elle est en version { $version }, et ce Doppel lit la version { $known }
ignore-damage-shape = ce n’est pas une liste d’exclusion : { $error }
ignore-damage-not-regular-file = ce n’est pas un fichier ordinaire
ignore-damage-too-large = il dépasse { $limit }, plus que toute liste d’exclusion
# $damage is one of the ignore-damage-… messages; $error the system's words.
ignore-set-aside = la liste d’exclusion { $path } n’a pas pu être utilisée ({ $damage }) ; elle a été déplacée vers { $aside }, et les groupes qu’elle masquait réapparaissent
ignore-damaged = la liste d’exclusion { $path } n’a pas pu être utilisée ({ $damage }) ni mise de côté ({ $error }) ; les groupes qu’elle masquait réapparaissent, et elle est laissée telle quelle
ignore-unreadable = la liste d’exclusion { $path } n’a pas pu être lue ({ $error }) ; les groupes qu’elle masquait réapparaissent, et elle est laissée telle quelle
ignore-not-used = la liste d’exclusion { $path } n’a pas pu être utilisée ({ $damage }) ; elle est laissée telle quelle, et ne masque rien

## Command line: general messages (each printed after "doppel: ")

path-said = { $path } : { $what }
cli-no-window =
    impossible d’ouvrir la fenêtre : { $error }
    L’application de bureau a besoin d’une session graphique ; `doppel scan PATH` s’en passe.
cli-no-app = cette version n’a pas d’application de bureau (elle a été compilée sans la fonctionnalité `gui`) ; utilisez `doppel scan PATH`, `doppel watch`, `doppel clean` ou `doppel restore` (voir `doppel --help`)
cli-not-a-command = « { $word } » n’est ni une commande ni un dossier ; vouliez-vous dire « { $suggested } » ?
cli-no-display = aucun écran où ouvrir la fenêtre (ni WAYLAND_DISPLAY ni DISPLAY n’est défini) ; lancez Doppel depuis le bureau ou, pour analyser sans fenêtre, exécutez `doppel scan FOLDER`
cli-display-refused = impossible d’ouvrir la fenêtre sur l’écran { $display } : { $problem } ; vérifiez que la session de bureau est ouverte et que cet utilisateur peut s’en servir ou, pour analyser sans fenêtre, exécutez `doppel scan FOLDER`
cli-no-graphics = la fenêtre n’a pas pu commencer à dessiner ({ $problem }) ; l’application de bureau a besoin d’OpenGL (les paquets Debian libgl1 et libegl1, et un pilote graphique) ; pour analyser sans fenêtre, exécutez `doppel scan FOLDER`
cli-write-failed = impossible d’écrire le rapport dans { $target } : { $error }
cli-standard-output = la sortie standard
cli-ignore-list-missing = la liste d’exclusion { $path } n’existe pas ; rien n’est masqué
cli-show-ignored = { $hidden } (doppel scan --show-ignored les affiche)
cli-cache-not-ours = { $problem } ; choisissez un autre fichier avec --cache-file, ou --no-cache
cli-bad-exclude = motif --exclude invalide : { $problem }
cli-no-threads = impossible de démarrer les fils de travail : { $problem }

## Command line: values the options take ($text is what was typed)

arg-error-threads-not-number = « { $text } » n’est pas un nombre entier ; indiquez un nombre comme 8
arg-error-threads-range = { $value } n’est pas entre 1 et { $max } ; omettez --threads pour la valeur par défaut
arg-error-similarity-not-number = « { $text } » n’est pas un nombre ; indiquez une valeur comme { $default }
arg-error-similarity-range = { $value } n’est pas entre 0.5 et 1.0
arg-error-share-not-number = « { $text } » n’est pas un nombre ; indiquez une proportion comme 0.8
arg-error-share-range = { $value } n’est pas entre 0 et 1 ; indiquez une proportion comme 0.8, ou 0 pour les dossiers en double seulement
arg-error-seconds-not-number = « { $text } » n’est pas un nombre entier de secondes ; indiquez par exemple 60
arg-error-seconds-zero = l’intervalle doit être d’au moins 1 seconde (avec 0, l’analyse reprendrait sans pause)
arg-error-size-not-size = « { $text } » n’est pas une taille ; indiquez un nombre d’octets comme 4096 ou 4K
arg-error-size-suffix = suffixe de taille inconnu « { $suffix } » ; utilisez K, M, G ou T
arg-error-size-too-large = « { $text } » est trop grand

## Command line: the scan's progress line

progress-walking =
    parcours : { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }, { $size }
progress-comparing-documents = comparaison de { $count } documents
progress-comparing-folders = comparaison de { $count } dossiers
progress-files = { $phase } : { $done }/{ $total } fichiers
progress-bytes = { $done }/{ $total }, reste { $left }

## Command line: the text report of `doppel scan` and `doppel watch`

report-sets = Seuls les groupes reliant { $a } à { $b } (les copies internes à l’un ou l’autre ne sont pas listées).
report-exact-group = Groupe { $number } : { $files } fichiers identiques de { $size } chacun, { $reclaimable } récupérables
report-near-alike = ressemblance de { $percent } %
report-near-alike-range = ressemblance de { $low } %–{ $high } %
report-near-group = Groupe { $number } : { $files } documents similaires, { $alike }
report-near-group-chain = Groupe { $number } : { $files } documents similaires, { $alike } ; pas tous au-dessus du seuil : une chaîne de versions
report-near-pair = [{ $a }] ~ [{ $b }]  similaires à { $percent } %, distance simhash { $distance }
report-image-group = Groupe { $number } : { $files } images similaires, autour de celle marquée *
report-image-distance = distance { $distance }
report-image-taken = prise le { $when }
report-video-group = Groupe { $number } : { $files } vidéos similaires
report-folder-duplicate = Groupe de dossiers F{ $number } : { $folders } dossiers au contenu identique, { $reclaimable } récupérables
report-folder-similar = Groupe de dossiers F{ $number } : 2 dossiers similaires, { $percent } % de leurs contenus en commun
report-files =
    { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    }
report-folder-inside =
    ({ $groups ->
        [one] { $groups } groupe de fichiers
       *[other] { $groups } groupes de fichiers
    } dans ces dossiers, non répétés plus bas)
report-hard-link = { $path } (lien physique, même fichier)
report-companions = avec { $names } (une seule photo : ils vont à la corbeille avec elle)
report-skipped =
    { $count ->
        [one] { $count } fichier ou dossier ignoré
       *[other] { $count } fichiers ou dossiers ignorés
    } :
report-too-short =
    { $count ->
        [one] { $count } document était trop court
       *[other] { $count } documents étaient trop courts
    } pour être comparés (listés dans --format json).
report-no-exact = Aucun doublon exact trouvé.
report-summary-exact =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } de copies exactes, { $files ->
        [one] { $files } fichier en trop
       *[other] { $files } fichiers en trop
    }, { $size } récupérables.
report-summary-near =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } de documents similaires.
report-summary-images =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } d’images similaires.
report-summary-videos =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } de vidéos similaires.
report-summary-folders =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } de dossiers en double, { $pairs ->
        [one] { $pairs } paire
       *[other] { $pairs } paires
    } de dossiers similaires.
report-summary-scanned =
    { $files ->
        [one] { $files } fichier analysé
       *[other] { $files } fichiers analysés
    } ({ $size }) en { $seconds } s.
report-summary-scanned-cancelled =
    { $files ->
        [one] { $files } fichier analysé
       *[other] { $files } fichiers analysés
    } ({ $size }) en { $seconds } s, analyse interrompue avant la fin.
report-only-here-cancelled = L’analyse a été arrêtée avant la fin : on ne sait donc pas quels fichiers ne sont qu’ici.
report-only-here-none = Chaque fichier a une copie dans { $references }.
report-only-here =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } ({ $size }) sans copie dans { $references }.

## Command line: doppel cache

cache-no-folder = aucun dossier de cache utilisateur n’est connu ici (HOME est-il défini ?) ; utilisez --cache-file
cache-cleared = Cache d’empreintes vidé ({ $path }).
cache-clear-failed = impossible de vider le cache { $path } : { $error }

## Command line: doppel compare

compare-not-compared = Pas de comparaison : les deux fichiers doivent être des documents.
compare-resemblance = Ressemblance : { $percent } % de leurs triplets de mots en commun (exacte)
compare-simhash-within = Distance simhash : { $distance } sur 64 bits (dans la limite k = { $k })
compare-simhash-beyond = Distance simhash : { $distance } sur 64 bits (au-delà de k = { $k })
compare-near-yes = Presque identiques à { $percent } % : oui
compare-near-no = Presque identiques à { $percent } % : non
compare-side = { $format }, { $triples } triplets de mots ({ $distinct } distincts)
compare-side-read = lu
compare-same-words = (les deux textes ont les mêmes mots)
compare-write-failed = impossible d’écrire la comparaison : { $error }

## Command line: doppel watch

watch-no-ctrl-c = impossible d’intercepter Ctrl+C ({ $error }) ; arrêtez avec un signal
watch-some-unwatched = certains dossiers ne sont pas surveillés ; --rescan-every SECONDS les analyse à intervalles réguliers

## Command line: doppel generate

generate-no-page = pas de page pour `doppel { $command }` ; nommez l’une de ces commandes, ou aucune pour doppel lui-même : { $commands }
generate-write-failed = écriture impossible : { $error }

## Command line: doppel clean

clean-owner-change-alone = --allow-owner-change va avec --as hardlink (seul un lien physique peut changer qui peut lire un nom) ; rien n’a été déplacé
clean-report-unreadable = impossible de lire le rapport { $path } : { $reason }
clean-report-missing = fichier introuvable
clean-report-not-file = ce n’est pas un fichier ordinaire (donnez le fichier JSON écrit par `doppel scan --format json -o FILE`)
clean-report-too-large = il est plus grand que tout rapport écrit par Doppel (4 GiB)
clean-report-not-utf8 = ce n’est pas du texte UTF-8
clean-report-invalid = { $problem } (créez-en un avec `doppel scan --format json -o FILE PATH`)
clean-reference-missing = le dossier de référence { $path } est introuvable : { $error }
clean-reference-not-folder = le dossier de référence { $path } n’est pas un dossier
clean-planned = Prévu : { $what }, { $size }
clean-planned-dry-run = Prévu : { $what }, { $size } (essai à blanc : chaque vérification est faite, rien n’est déplacé)
clean-planned-folders =
    { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
clean-planned-files =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }
clean-planned-files-companions =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } (et { $companions ->
        [one] { $companions } fichier annexe
       *[other] { $companions } fichiers annexes
    } avec eux)
clean-planned-files-companions-left =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } ({ $companions ->
        [one] { $companions } fichier annexe laissé
       *[other] { $companions } fichiers annexes laissés
    } en place : seuls les doublons sont remplacés)
clean-failed = { $problem } ; rien n’a été déplacé
clean-verb-trash = Mis à la corbeille
clean-verb-trash-dry-run = Irait à la corbeille
clean-verb-hardlink = Remplacé par un lien physique
clean-verb-hardlink-dry-run = Serait remplacé par un lien physique
clean-verb-clone = Transformé en clone
clean-verb-clone-dry-run = Serait transformé en clone
clean-line = { $verb } : { $path }
clean-line-companion = { $verb } : { $path } (avec { $photo })
clean-line-folder = { $verb } : { $path } (le dossier entier, { $size })
clean-line-folder-cloned = { $verb } : { $path } (le dossier entier, { $size } : chaque fichier partage ses blocs avec sa copie dans { $kept })
clean-line-folder-cloned-dry-run = { $verb } : { $path } (le dossier entier, { $size } : chaque fichier partagerait ses blocs avec sa copie dans { $kept })
clean-line-folder-linked = { $verb } : { $path } (le dossier entier, { $size }, fichier par fichier : chaque fichier est désormais le même fichier que sa copie dans { $kept })
clean-line-folder-linked-dry-run = { $verb } : { $path } (le dossier entier, { $size }, fichier par fichier : chaque fichier serait le même fichier que sa copie dans { $kept })
clean-line-cloned = { $verb } : { $path } (partage ses blocs avec { $kept })
clean-line-cloned-dry-run = { $verb } : { $path } (partagerait ses blocs avec { $kept })
clean-line-cloned-nothing = { $verb } : { $path } (partage ses blocs avec { $kept } ; ils étaient déjà tous partagés, cela ne libère donc rien)
clean-line-cloned-nothing-dry-run = { $verb } : { $path } (partagerait ses blocs avec { $kept } ; ils étaient déjà tous partagés, cela ne libérerait donc rien)
clean-line-linked = { $verb } : { $path } (désormais le même fichier que { $kept })
clean-line-linked-dry-run = { $verb } : { $path } (serait le même fichier que { $kept })
clean-done-linked-files =
    { $count ->
        [one] Nettoyage { $id } : { $count } fichier remplacé par un lien physique (chaque nom partage désormais un même fichier avec la copie gardée : une modification par l’un change les deux) ; l’original est dans la corbeille, et { $size } seront libérés une fois la corbeille vidée ; `doppel restore { $id }` le remet en place.
       *[other] Nettoyage { $id } : { $count } fichiers remplacés par des liens physiques (chaque nom partage désormais un même fichier avec la copie gardée : une modification par l’un change les deux) ; les originaux sont dans la corbeille, et { $size } seront libérés une fois la corbeille vidée ; `doppel restore { $id }` les remet en place.
    }
clean-done-linked-folders =
    { $count ->
        [one] Nettoyage { $id } : { $count } dossier remplacé par des liens physiques, fichier par fichier (chaque nom partage désormais un même fichier avec sa copie dans le dossier gardé : une modification par l’un change les deux) ; les originaux sont dans la corbeille, et { $size } seront libérés une fois la corbeille vidée ; `doppel restore { $id }` les remet en place.
       *[other] Nettoyage { $id } : { $count } dossiers remplacés par des liens physiques, fichier par fichier (chaque nom partage désormais un même fichier avec sa copie dans le dossier gardé : une modification par l’un change les deux) ; les originaux sont dans la corbeille, et { $size } seront libérés une fois la corbeille vidée ; `doppel restore { $id }` les remet en place.
    }
clean-done-cloned-files =
    { $count ->
        [one] Nettoyage { $id } : { $count } fichier transformé en clone des copies gardées (il garde son nom, son propriétaire, ses droits, ses dates et son contenu ; seuls ses blocs sont partagés) ; rien n’est allé à la corbeille, et { $size } devaient être libérés aussitôt ; `doppel restore --unshare-clones { $id }` lui rend des blocs à lui.
       *[other] Nettoyage { $id } : { $count } fichiers transformés en clones des copies gardées (chacun garde son nom, son propriétaire, ses droits, ses dates et son contenu ; seuls ses blocs sont partagés) ; rien n’est allé à la corbeille, et { $size } devaient être libérés aussitôt ; `doppel restore --unshare-clones { $id }` leur rend des blocs à eux.
    }
clean-done-cloned-folders =
    { $count ->
        [one] Nettoyage { $id } : { $count } dossier transformé en clone, fichier par fichier, des copies gardées (chaque fichier garde son nom, son propriétaire, ses droits, ses dates et son contenu ; seuls ses blocs sont partagés) ; rien n’est allé à la corbeille, et { $size } devaient être libérés aussitôt ; `doppel restore --unshare-clones { $id }` rend à ses fichiers des blocs à eux.
       *[other] Nettoyage { $id } : { $count } dossiers transformés en clones, fichier par fichier, des copies gardées (chaque fichier garde son nom, son propriétaire, ses droits, ses dates et son contenu ; seuls ses blocs sont partagés) ; rien n’est allé à la corbeille, et { $size } devaient être libérés aussitôt ; `doppel restore --unshare-clones { $id }` rend à leurs fichiers des blocs à eux.
    }
clean-done-trash-files =
    { $count ->
        [one] Nettoyage { $id } : { $count } fichier mis à la corbeille ; `doppel restore { $id }` le remet en place.
       *[other] Nettoyage { $id } : { $count } fichiers mis à la corbeille ; `doppel restore { $id }` les remet en place.
    }
clean-done-trash-folders =
    { $count ->
        [one] Nettoyage { $id } : { $count } dossier mis à la corbeille ; `doppel restore { $id }` le remet en place.
       *[other] Nettoyage { $id } : { $count } dossiers mis à la corbeille ; `doppel restore { $id }` les remet en place.
    }
clean-stopped = arrêté avant la fin : { $why }
clean-left-alone-no-rule = Sans changement : { $groups } (aucune règle { $option } donnée).
clean-decided-fallback = Décidé : { $groups } ({ $rule } : { $why }).
clean-left-alone = Sans changement : { $groups } ({ $rule } : { $why }).
clean-groups-exact =
    { $count ->
        [one] { $count } groupe de copies exactes
       *[other] { $count } groupes de copies exactes
    }
clean-groups-near =
    { $count ->
        [one] { $count } groupe de documents similaires
       *[other] { $count } groupes de documents similaires
    }
clean-groups-images =
    { $count ->
        [one] { $count } groupe d’images similaires
       *[other] { $count } groupes d’images similaires
    }
clean-groups-videos =
    { $count ->
        [one] { $count } groupe de vidéos similaires
       *[other] { $count } groupes de vidéos similaires
    }
clean-groups-folders =
    { $count ->
        [one] { $count } groupe de dossiers en double
       *[other] { $count } groupes de dossiers en double
    }
clean-left-alone-similar-folders =
    Sans changement : { $pairs ->
        [one] { $pairs } paire
       *[other] { $pairs } paires
    } de dossiers similaires (seuls les dossiers en double sont nettoyés).
clean-no-duplicate-folders = Le rapport ne contient aucun dossier en double (analysez avec la détection des dossiers pour en trouver).
clean-left-alone-all-folders = Sans changement : chaque groupe de dossiers en double (aucune règle --keep donnée).
clean-left-in-place =
    { $files ->
        [one] { $files } fichier laissé en place
       *[other] { $files } fichiers laissés en place
    } :

## Command line: doppel restore

restore-nothing = Rien à restaurer : aucun nettoyage n’a encore de fichiers dans la corbeille.
restore-no-such-cleanup = Aucun nettoyage { $id } n’est enregistré (`doppel restore --list` les affiche).
restore-restored = Restauré : { $path }
restore-unshared = De nouveau avec ses propres blocs : { $path }
restore-settled = Rien à faire : { $path } : { $reason }
restore-still-in-trash =
    Encore dans la corbeille : { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }
restore-still-shared =
    Toujours partagés avec la copie gardée : { $clones ->
        [one] { $clones } clone
       *[other] { $clones } clones
    }
restore-done =
    Nettoyage { $id } : { $restored ->
        [one] { $restored } restauré
       *[other] { $restored } restaurés
    }, { $left } encore dans la corbeille.
restore-done-unshared =
    Nettoyage { $id } : { $restored ->
        [one] { $restored } restauré
       *[other] { $restored } restaurés
    }, { $unshared ->
        [one] { $unshared } clone doté de ses propres blocs
       *[other] { $unshared } clones dotés de leurs propres blocs
    }, { $left } encore dans la corbeille.
restore-none-recorded = Aucun nettoyage n’est enregistré.
restore-column-id = id
restore-column-started = début
restore-column-kind = type
restore-column-files = fichiers
restore-column-in-trash = à la corbeille
restore-column-state = état
restore-started-unknown = (inconnu)
restore-state-finished = terminé
restore-state-interrupted = interrompu (chaque fichier déplacé est enregistré)
restore-state-damaged = { $state } ; journal endommagé : { $damage }

## Command line: clap's own words around the help (other languages than English)
##
## Clap ajoute lui-même les deux-points après les titres : d’où l’espace insécable finale.

cli-usage = Utilisation :
cli-heading-arguments = Arguments 
cli-heading-options = Options 
cli-heading-commands = Commandes 
cli-help = Afficher l’aide
cli-help-more = Afficher l’aide (davantage avec « --help »)
cli-help-summary = Afficher l’aide (un résumé avec « -h »)
cli-version = Afficher la version
cli-help-command = Afficher ce message ou l’aide des sous-commandes données
cli-help-command-argument = Afficher l’aide des sous-commandes
cli-default = [par défaut : { $value }]
cli-possible-values = [valeurs possibles : { $values }]
cli-possible-values-heading = Valeurs possibles :
cli-list-separator = { ", " }

# Clap’s errors (English shows clap’s own).
cli-error = erreur : { $message }
cli-error-more = Pour en savoir plus, essayez « { $help } ».
cli-error-unknown-argument = argument inattendu « { $argument } »
cli-error-similar-argument = astuce : un argument semblable existe : « { $suggested } »
cli-error-unknown-command = sous-commande inconnue « { $command } »
cli-error-similar-command = astuce : une sous-commande semblable existe : « { $suggested } »
cli-error-invalid-value = valeur « { $value } » non valide pour « { $argument } »
cli-error-similar-value = astuce : une valeur semblable existe : « { $suggested } »
cli-error-no-value = « { $argument } » attend une valeur, mais aucune n’a été donnée
cli-error-invalid-value-why = valeur « { $value } » non valide pour « { $argument } » : { $why }
cli-error-missing = ces arguments obligatoires n’ont pas été donnés :
cli-error-conflict = l’argument « { $argument } » ne peut pas être utilisé avec « { $other } »
cli-error-too-many = valeur inattendue « { $value } » pour « { $argument } » ; aucune autre n’était attendue

## Command line: the help of each command (cmd-COMMAND) and argument (arg-COMMAND-ARGUMENT)
##
## Comme en anglais : un saut de ligne est une espace, une ligne vide un nouveau paragraphe.
## Les noms de valeurs (FILE, PATH, RULE, SECONDS…) restent ceux que montre la ligne
## d’utilisation.

cmd-doppel = Trouver les fichiers en double et les documents presque identiques
    .long =
        Doppel trouve les fichiers qui sont des copies octet pour octet les uns des autres, et
        les documents presque identiques (une copie retouchée, une version plus ancienne, le PDF
        tiré d’un DOCX). L’analyse ne fait que lire les fichiers ; l’application de bureau ne
        les met à la corbeille du système que lorsque vous faites le ménage, et peut les
        remettre en place.
cmd-scan = Analyser des dossiers et afficher les fichiers et dossiers en double ou similaires
    .after =
        Code de sortie : 0 quand l’analyse est allée à son terme (doublons trouvés ou non), 2
        pour une erreur d’utilisation ou un dossier inexistant ou illisible, 1 pour tout autre
        échec, 3 avec --fail-if-unique quand certains fichiers n’ont pas de copie dans un
        dossier de référence.
cmd-watch =
    Analyser, puis continuer à surveiller les dossiers et afficher de nouveau les groupes
    après chaque changement
    .after =
        Arrêter avec Ctrl+C. Code de sortie : 0 une fois arrêté, 2 pour une erreur
        d’utilisation ou un dossier inexistant ou illisible, 1 pour tout autre échec.
cmd-cache = Gérer le cache d’empreintes
cmd-cache-clear = Supprimer le cache d’empreintes (la prochaine analyse relit chaque fichier)
cmd-cache-info = Afficher l’emplacement et la taille du cache
cmd-clean = Mettre à la corbeille les copies en trop de chaque groupe exact d’un rapport JSON enregistré
    .after =
        Les groupes exacts (copies octet pour octet) sont nettoyés avec --keep ; les groupes de
        documents similaires sont laissés tels quels sauf si --near RULE est donné, ceux
        d’images similaires sauf si --images l’est, et ceux de vidéos similaires sauf si
        --videos l’est. Chaque fichier est vérifié de nouveau juste avant d’aller à la corbeille
        (même taille et même date de modification qu’à l’analyse, et pour les copies exactes
        les mêmes octets que la copie gardée, qui doit toujours exister) ; un fichier qui échoue
        reste en place. Les fichiers ne vont qu’à la corbeille ; chacun est inscrit au journal
        avant d’être déplacé, si bien que `doppel restore --last` les remet en place, même après
        Ctrl+C ou un plantage. Un seul nettoyage ou une seule restauration à la fois. Avec
        --folders, ce sont les dossiers en trop des groupes de dossiers en double du rapport qui
        vont à la corbeille, chacun en entier, et seulement quand chacun de leurs fichiers a une
        copie (par son contenu) dans le dossier gardé. Rien de ce qui se trouve dans un dossier
        de référence (ceux du rapport, ou un dossier donné avec --reference) ne va jamais à la
        corbeille.

        Avec --as hardlink, chaque copie est plutôt remplacée par un lien physique vers la copie
        gardée : son nom reste et ouvre alors le fichier gardé, et son original va à la corbeille
        comme second nom de celui-ci (inscrit d’abord, si bien que `doppel restore` remet
        l’original en place). Des noms liés partagent un même fichier : une modification par
        l’un d’eux les change tous. L’espace est libéré quand la corbeille est vidée. Seules les
        copies exactes situées sur le système de fichiers de la copie gardée, avec son
        propriétaire, son groupe, ses droits et ses attributs étendus (sauf avec
        --allow-owner-change), sont liées, et jamais à une copie gardée dans un dossier de
        référence.
        Avec --folders, chaque dossier en trop est remplacé fichier par fichier, chaque fichier
        par un lien vers sa copie dans le dossier gardé, ses originaux dans une seule entrée de
        corbeille qui reproduit le dossier ; un fichier qui ne peut être lié fait refuser le
        dossier, ou l’arrête là, et `doppel restore` remet le dossier en place en entier.

        Avec --as clone, chaque copie devient plutôt un clone de la copie gardée : le système de
        fichiers partage avec elle les blocs de la copie gardée (il compare lui-même les deux
        octet pour octet, sous verrou, et refuse s’ils diffèrent). Rien ne va à la corbeille ;
        chaque chemin garde son contenu, et chaque copie garde son nom, son propriétaire, ses
        droits, ses dates et ses attributs étendus. Son espace est libéré aussitôt, moins ce que
        ses blocs partageaient déjà (avec un instantané, ou un clone antérieur). Seules les
        copies exactes situées sur le système de fichiers de la copie gardée sont clonées, et
        seulement là où ce système de fichiers peut partager des blocs (btrfs, XFS créé avec
        reflink, bcachefs) : ailleurs, chaque copie est refusée avec la raison (ext4, tmpfs, un
        montage en lecture seule). Avec --folders, chaque dossier en trop est cloné fichier par
        fichier sur les copies du dossier gardé. `doppel restore --unshare-clones` rend aux
        clones des blocs à eux.

        Le résumé donne, pour chaque système de fichiers touché, l’espace libre mesuré avant et
        après à côté de celui attendu, et pourquoi ils diffèrent quand c’est le cas.

        Code de sortie : 0 quand chaque fichier prévu a été déplacé (ou, avec --dry-run, le
        serait), 1 quand certains ont été refusés (chacun est listé avec sa raison) ou que le
        nettoyage n’a pas pu être inscrit au journal, 2 pour une erreur d’utilisation ou un
        rapport illisible.
cmd-restore = Remettre en place ce qu’un nettoyage a mis à la corbeille (`--last`, un id, ou les lister avec `--list`)
    .after =
        Les fichiers reviennent là où ils étaient, depuis l’entrée de corbeille exacte que
        chacun est devenu, après vérification qu’elle a toujours le même contenu ; jamais
        par-dessus un fichier qui s’y trouve désormais. Un nettoyage interrompu (Ctrl+C, un
        plantage) se restaure comme les autres.

        Un nettoyage fait avec --as clone n’a rien à remettre en place (aucun fichier n’a quitté
        son nom ; chacun est listé comme tel) ; avec --unshare-clones, chaque clone reçoit de
        nouveau des blocs à lui (une copie écrite à côté, vérifiée, puis échangée avec lui), si
        bien que l’espace qu’il partageait redevient le sien : seulement tant qu’il a encore le
        contenu avec lequel il a été cloné.

        Code de sortie : 0 quand tout a été restauré (ou avec --list), 1 quand certains fichiers
        n’ont pas pu être remis en place (chacun est listé avec sa raison ; relancez une fois la
        cause réglée), 2 quand il n’y a rien à restaurer ou pas de tel nettoyage.
cmd-compare =
    Comparer deux fichiers en tant que documents : leur ressemblance exacte, leur distance
    simhash, et les mots modifiés avec --diff
    .after =
        La ressemblance est exacte : la part de tous les triplets de mots présents dans l’un ou
        l’autre document qui se trouvent dans les deux (indice de Jaccard), après la même
        extraction et la même normalisation qu’une analyse ; c’est donc le chiffre qu’une analyse
        compare à --similarity. La distance simhash est le nombre de bits qui diffèrent entre
        les deux simhashes de 64 bits ; jusqu’à 3 (le k de Manku et al. pour les pages web
        presque identiques), les deux sont aussi presque identiques selon cette mesure.

        Code de sortie : 0 quand les deux fichiers ont été comparés, 1 quand l’un ne peut pas
        être comparé en tant que document (pas du texte, trop court, illisible : la raison est
        affichée), 2 pour une erreur d’utilisation.
cmd-generate =
    Écrire les pages de manuel ou les complétions d’un shell, produites à partir de ces
    définitions (pour l’empaquetage)
cmd-generate-man =
    Afficher la page de manuel de doppel, ou celle de la commande nommée (`man scan`, `man
    cache clear`)
cmd-generate-completions = Afficher le script de complétion pour SHELL

arg-doppel-folders = Dossiers à ouvrir dans l’application de bureau et à analyser aussitôt (sans commande, l’application s’ouvre)

arg-scan-paths = Dossiers (ou fichiers) à analyser
arg-scan-format = Format de sortie
    .value-text = Groupes lisibles et un résumé
    .value-json = Un document JSON (ses champs : /usr/share/doc/doppel/json.md, ou docs/src/json.md dans les sources)
    .value-csv = Une ligne par fichier, avec un numéro de groupe
arg-output = Écrire le rapport dans FILE au lieu de la sortie standard
arg-quiet = Ne pas afficher la barre de progression, même dans un terminal
arg-unique =
    Afficher, au lieu des groupes, les fichiers hors de tout dossier --reference qui n’ont
    aucune copie (par leur contenu) dans l’un d’eux : ce qui serait perdu en effaçant ces
    dossiers (avec --against, les fichiers sans copie dans les dossiers de comparaison)
arg-fail-if-unique =
    Avec --unique : sortir avec le code 3 quand il existe au moins un tel fichier (pour les
    scripts)

arg-watch-paths = Dossiers à analyser et à surveiller
arg-watch-format = Sortie : un rapport JSON par ligne (même schéma que `scan --format json`), ou du texte
    .value-jsonl = Un document JSON par ligne
    .value-text = Le rapport texte lisible, séparé par une ligne de tirets
arg-rescan-every =
    Analyser aussi de nouveau toutes les SECONDS secondes (au moins 1), pour les dossiers
    d’où les événements de changement n’arrivent pas (montages réseau) ou qui n’ont pas tous
    pu être surveillés

arg-ignore-list =
    Lire les groupes masqués comme « pas des doublons » dans FILE au lieu de la liste
    d’exclusion du dossier de données de l’utilisateur (ignored.json)
arg-show-ignored = Afficher aussi les groupes et fichiers masqués comme « pas des doublons » (aucune liste d’exclusion n’est lue)
arg-reference =
    Un dossier contenant les originaux (répétable) : analysé lui aussi, ses fichiers ne vont
    jamais à la corbeille, et les groupes faits uniquement de ses fichiers ne sont pas
    signalés
arg-against =
    Ensemble contre ensemble : un dossier de l’autre ensemble B (répétable), analysé lui
    aussi. Seuls les groupes reliant un fichier des PATH (A) à un fichier de B sont signalés,
    jamais les copies internes à A ou internes à B ; rien dans B ne va jamais à la corbeille
    (c’est aussi un dossier de référence), et avec --unique, les fichiers de A sans copie
    dans B sont listés
arg-exact-only = Ne chercher que les copies exactes ; ne comparer ni le texte des documents, ni les images, ni les vidéos (les dossiers en double sont toujours trouvés)
arg-images =
    Trouver les images similaires (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, RAW
    d’appareil photo, PSD) : la même photo redimensionnée, recompressée, un peu recadrée,
    tournée, retournée ou retouchée. Activé par défaut ; l’option reste pour les scripts
    qui la donnent
arg-no-images = Ne pas chercher les images similaires
arg-image-likeness =
    À quel point deux images doivent se ressembler pour être groupées (sauf avec --no-images) :
    very-similar (jusqu’à 2 bits sur 64), similar (6), alike (10), loosely-similar (14)
    .value-very-similar = Jusqu’à 2 bits sur 64 : la même image réenregistrée ou redimensionnée
    .value-similar = Jusqu’à 6 : aussi fortement recompressée, éclaircie ou annotée
    .value-alike = Jusqu’à 10 : aussi recadrée de quelques pour cent
    .value-loosely-similar = Jusqu’à 14 : attendez-vous à quelques photos sans rapport de scènes semblables
arg-videos =
    Trouver les vidéos similaires (MP4, MKV, WebM, MOV, AVI…) : le même extrait réencodé,
    redimensionné, un peu recadré ou raccourci, et un extrait contenu dans une vidéo plus
    longue (en disant où et pendant combien de temps). Activé par défaut ; nécessite ffmpeg
    et ffprobe dans le PATH ; sans eux, l’analyse le signale (si elle rencontre des vidéos)
    et trouve tout le reste
arg-no-videos = Ne pas chercher les vidéos similaires (sinon chaque vidéo est décodée)
arg-min-size =
    Ignorer les fichiers plus petits que cette taille ; accepte les suffixes K, M, G
    (puissances de 1024). Les fichiers vides ne sont jamais des doublons, donc les valeurs
    inférieures à 1 comptent pour 1
arg-exclude =
    Passer les fichiers et dossiers dont le nom ou le chemin complet correspond à GLOB
    (répétable), par exemple '*.log', 'node_modules', '/home/me/archive/**'
arg-hidden = Analyser aussi les fichiers et dossiers cachés (noms commençant par un point)
arg-include-trash =
    Analyser aussi les fichiers des dossiers de corbeille (la corbeille personnelle, .Trash-1000, .Trashes,
    $RECYCLE.BIN…), sinon laissés de côté et listés comme ignorés : ils
    apparaissent dans les groupes, mais aucune règle de conservation n’en garde un, et une
    copie dans la corbeille ne compte jamais comme gardée
arg-follow-links = Suivre les liens symboliques (les boucles sont détectées et signalées comme ignorées)
arg-one-file-system = Rester sur le système de fichiers de chaque PATH ; ne pas descendre dans d’autres montages
arg-threads =
    Fils de travail pour le parcours et le calcul d’empreintes, de 1 à 256 (par défaut : 4
    par cœur, au moins 8, car une analyse attend surtout le disque)
arg-folders =
    Trouver les dossiers en double (les mêmes contenus de fichiers, récursivement, quels que
    soient les noms) et les dossiers similaires ; dans le rapport texte, les groupes qu’ils
    contiennent sont comptés sous eux. Activé par défaut
arg-no-folders = Ne pas chercher les dossiers en double ou similaires : chaque groupe est listé seul
arg-same-names = Les dossiers en double doivent aussi contenir leurs fichiers sous les mêmes noms
arg-similar-folders =
    La part minimale de contenus de fichiers (indice de Jaccard, de 0 à 1) que deux dossiers
    doivent avoir en commun pour être signalés comme similaires ; 0 ne signale que les
    dossiers en double
arg-no-cache = Ne pas utiliser le cache d’empreintes (chaque fichier est relu)
arg-cache-file = Emplacement du cache d’empreintes (par défaut : le dossier de cache de l’utilisateur)

arg-similarity =
    À quel point deux documents doivent se ressembler pour être signalés comme presque
    identiques : la ressemblance de leurs triplets de mots, de 0.5 à 1.0
arg-drop-numbers = Ignorer les nombres en comparant les documents
arg-stop-words =
    Ignorer les mots vides de la langue détectée de chaque document (« the », « of », « und »…)
arg-stem = Comparer les racines des mots dans la langue détectée de chaque document (« running » = « runs »)

arg-cache-cache-file = Le fichier de cache (par défaut : le dossier de cache de l’utilisateur)

arg-report = Un rapport enregistré par `doppel scan --format json`
arg-keep =
    Quelle copie de chaque groupe exact garder (de chaque groupe de dossiers en double avec
    --folders) ; les autres vont à la corbeille. Une règle est une suite de critères séparés
    par des virgules, chacun départageant les égalités du précédent : under:LIEU,
    not-under:LIEU (un dossier ou un glob, ~ pour le dossier personnel), newest, oldest,
    largest, shortest-path, highest-resolution, first-taken, format:EXT, first. Exemple :
    'under:~/Photos,oldest'. Un lieu où aucune copie ne se trouve passe le choix au critère
    suivant, et les copies encore à égalité après le dernier gardent la première par chemin ;
    ajoutez 'strict' pour laisser ces groupes tels quels (un format qu’aucune copie n’a le
    fait toujours). Requis sauf si --near, --images ou --videos est donné
arg-near =
    Nettoyer aussi les groupes de documents similaires selon cette règle (comme --keep ;
    `newest` garde la version modifiée en dernier de chaque groupe ; désactivé sauf demande ;
    essayez d’abord --dry-run)
arg-clean-images =
    Nettoyer aussi les groupes d’images similaires selon cette règle (comme --keep ; pour les
    images, aussi highest-resolution, first-taken par date EXIF, format:jpeg ; désactivé sauf
    demande ; regardez d’abord les groupes dans l’application, ou essayez --dry-run)
arg-clean-videos =
    Nettoyer aussi les groupes de vidéos similaires selon cette règle (comme --keep ;
    désactivé sauf demande). Une vidéo ne part que tant que la copie gardée est toujours là,
    inchangée depuis l’analyse
arg-dry-run = Faire chaque vérification et afficher ce qui irait à la corbeille, sans rien toucher
arg-clean-reference =
    Un dossier de référence (les originaux) : rien de ce qu’il contient ne va jamais à la
    corbeille, et un groupe ayant une copie dedans garde cette copie (répétable ; s’ajoute aux
    références du rapport)
arg-clean-folders =
    Nettoyer les dossiers en trop des groupes de dossiers en double du rapport au lieu des
    fichiers en trop de ses groupes exacts : chacun va à la corbeille en entier (avec --as
    hardlink ou --as clone, il est remplacé fichier par fichier)
arg-reclaim =
    Ce que devient chaque copie : mise à la corbeille ; remplacée par un lien physique vers
    la copie gardée (les noms partagent alors un même fichier : une modification par l’un les
    change tous ; l’original attend dans la corbeille, et son espace est libéré quand la
    corbeille est vidée) ; ou transformée en clone de la copie gardée (ses blocs partagés :
    rien ne va à la corbeille, chaque chemin garde son contenu ; refusé, avec la raison, là où
    le système de fichiers ne peut pas partager de blocs)
    .value-trash = La mettre à la corbeille
    .value-hardlink = La remplacer par un lien physique vers la copie gardée (son original va à la corbeille)
    .value-clone =
        En faire un clone de la copie gardée : ses blocs partagés, son nom, son propriétaire,
        ses droits et son contenu conservés ; rien ne va à la corbeille (btrfs, XFS avec
        reflink, bcachefs)
arg-allow-owner-change =
    Avec --as hardlink : lier aussi les copies dont le propriétaire, le groupe, les droits,
    les attributs étendus ou les ACL diffèrent de ceux de la copie gardée (chaque nom prend
    alors ceux de la copie gardée, ce qui peut changer qui peut le lire ou l’écrire)

arg-last = Restaurer le nettoyage le plus récent qui a encore des fichiers dans la corbeille
arg-list =
    Lister les nettoyages enregistrés, du plus récent au plus ancien, avec le nombre de
    fichiers que chacun a encore dans la corbeille
arg-id = Restaurer le nettoyage portant cet id (tel que `--list` l’affiche)
arg-unshare-clones =
    Rendre aux clones d’un nettoyage `--as clone` des blocs à eux (leur espace est alors de
    nouveau occupé ; sans cela, un clone reste tel quel : il n’a jamais quitté son nom)

arg-a = Le premier fichier
arg-b = Le second fichier
arg-diff =
    Afficher aussi la différence mot à mot : les mots seulement dans A, puis ceux seulement
    dans B, dans l’ordre de lecture (en couleurs dans un terminal, [-supprimé-]{ "{" }+ajouté+{ "}" }
    dans un tube)
arg-compare-format = Format de sortie
    .value-text = Lignes lisibles
    .value-json = Un document JSON

arg-command = La commande dont afficher la page (par défaut : doppel lui-même)
arg-out-dir = Écrire plutôt chaque page (doppel.1, doppel-scan.1…) dans DIR, en les remplaçant
arg-shell = Le shell pour lequel compléter

## App: Settings, the language

settings-language = Langue
settings-language-desktop = Comme le bureau ({ $language })

## App: the tabs and the list of groups (src/app/panels/results_list.rs)

tab-exact = Doublons exacts
tab-near = Documents similaires
tab-images = Images similaires
tab-videos = Vidéos similaires
tab-folders = Dossiers
tab-only-here = Seulement ici
results-tab = { $tab } ({ $count })
results-tab-with-size = { $tab } ({ $count }, { $size })
results-in-folder-group = { $folder } · dans le groupe de dossiers « { $group } »
results-search-hint = Rechercher dans les chemins (Ctrl+F)
results-search-name = Rechercher dans les chemins
results-sort-hover = Trier les groupes par
results-sets-line = Seuls les groupes reliant { $a } à { $b }
results-sets-hover =
    Les copies présentes d’un seul côté ne sont pas listées.

    Analysés :
    { $scanned }

    Comparés avec (jamais mis à la corbeille) :
    { $against }
results-skipped = { $count } ignorés : voir pourquoi
results-no-match = Aucun groupe n’a de chemin correspondant à la recherche.
results-clear-search = Effacer la recherche
results-none-exact = Aucun doublon exact trouvé
results-none-near = Aucun document similaire trouvé
results-none-images = Aucune image similaire trouvée
results-none-videos = Aucune vidéo similaire trouvée
results-none-folders = Aucun dossier en double ou similaire trouvé
results-only-here-unknown = L’analyse a été arrêtée : ce qui n’existe qu’ici n’est pas connu
results-only-here-none-against = Chaque fichier a une copie dans les dossiers de comparaison
results-only-here-none = Chaque fichier a une copie dans les dossiers de référence
results-scanned-in = parmi { $count } fichiers ({ $size }).
results-percent = { $percent } %
results-row-exact = { $count } fichiers identiques de { $each }, { $figure } récupérables
results-row-near = { $count } documents similaires, { $figure } en commun
results-row-images = { $count } images similaires, { $figure }
results-row-videos = { $count } vidéos similaires, { $figure } au total
results-row-name = { $name }, { $what }
results-row-name-trash = { $name }, { $what }, { $trash } à mettre à la corbeille
results-image-distance-hover = L’empreinte de l’image la moins ressemblante diffère de { $bits } bits sur 64 de celle de l’image autour de laquelle le groupe est formé
results-files =
    { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    }
results-to-trash = { $count } à mettre à la corbeille

## Shared: how alike two images are (src/i18n/words.rs)

likeness-same = la même image
likeness-very-similar = très similaires
likeness-similar = similaires
likeness-alike = ressemblantes
likeness-loosely-similar = vaguement similaires
likeness-different = différentes

## App: the review of a group (src/app/panels/review.rs)

review-select-group = Sélectionnez un groupe pour l’examiner.
review-only-here = Aucune copie de ce fichier, par son contenu, ne se trouve dans { $references }. C’est l’un des { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    } ({ $size }) que l’effacement des autres dossiers ferait perdre.
review-preview = Aperçu
review-preview-of = Aperçu de { $name }
review-exact-heading = { $count } fichiers identiques de { $size } chacun
review-exact-frees = Garder une seule copie libère { $size }. Les liens physiques vers un même fichier sont affichés en dessous et ne libèrent rien.
review-hard-link = lien physique, même fichier : { $path }
review-companions-hover = Ses fichiers compagnons (RAW, vidéo Live Photo, fichiers annexes) : une seule photo avec lui, ils vont à la corbeille avec lui
review-with-companions = avec { $names }
review-not-a-duplicate = Pas un doublon
review-not-a-duplicate-hover = Retirer ce fichier du groupe, maintenant et lors des analyses suivantes tant qu’il ne change pas (« Masqués… » le fait revenir)
review-reference = Référence
review-reference-hover = Dans le dossier de référence { $folder } : jamais marqué pour la corbeille ni mis à la corbeille
review-keep = Garder
review-keep-hover = Garder celui-ci (Entrée pour un fichier)
review-trash = Corbeille
review-trash-hover = Mettre celui-ci à la corbeille lors du nettoyage (Suppr pour un fichier)
review-left-alone = Reste lors du nettoyage : { $reason }
review-goes-copy-kept = Part lors du nettoyage ; sa copie dans { $path } reste
review-versions = Versions, la plus ancienne d’abord
review-version-oldest = la plus ancienne
review-version-counting = décompte des modifications…
review-version-words = −{ $removed } / +{ $added } mots
review-version-words-hover = Mots retirés / ajoutés depuis la version précédente
review-version-not-comparable = non comparable
review-version-compare = Comparer
review-version-compare-hover = Comparer avec la version précédente
review-pair-choose = Comparer une paire vérifiée…
review-pair-choose-hover = Choisir deux documents que l’analyse a comparés
review-comparing = Comparaison des textes…
review-open = Ouvrir
review-show-in-folder = Afficher dans le dossier
review-mark-group = Marquer ce groupe…
review-mark-tab = Marquer tous les groupes de cet onglet…
review-undo-mark = Annuler le marquage
review-not-duplicates = Pas des doublons
review-not-duplicates-hover = Masquer ce groupe, maintenant et lors des analyses suivantes tant que ses fichiers ne changent pas, où qu’ils soient déplacés ou renommés (« Masqués… » le fait revenir)
review-keep-format = Garder un format…
review-keep-inside-folder = Garder la copie d’un dossier…
review-write-rule = Écrire une règle…
review-write-rule-hover = Paramètres › Règles de conservation
review-clear-marks = Effacer tous les marquages
review-pixels = { $width } × { $height } pixels
review-no-preview = Pas d’aperçu : { $description }.
review-cannot-preview = Aperçu impossible : { $reason }
review-details = { $folder } · { $size } · modifié le { $modified }

## App: the review of similar images (src/app/panels/image_review.rs, compared_images.rs)

images-heading = { $count } images similaires
images-heading-photos = { $photos } photos similaires ({ $count } fichiers : un RAW et son JPEG forment une seule photo)
images-around = Autour de { $name } ({ $width } × { $height } pixels) : chaque image ici lui ressemble, tournée ou retournée pour correspondre au mieux (leurs empreintes diffèrent en { $bits } points sur 64 au plus).
images-one-photo-with = Une seule photo avec { $name } : { $what } · { $relation }
images-comparing = Mise en correspondance des deux images…
images-cannot-compare = Comparaison impossible : { $reason }
images-the-reference = l’image autour de laquelle le groupe est formé
images-distance = { $likeness } (à { $bits } bits sur 64)
images-taken = prise le { $date }
images-reference = Référence : { $name }
images-compared = Comparée : { $name }
images-now-showing = Affichée : { $shown }
images-difference = Rouge vif : là où { $selected } diffère visiblement de { $reference } ({ $percent } % de l’image). Rouge pâle : légèrement (lumière, recompression).
images-cannot-show = Affichage impossible : { $reason }
images-not-shown = Ce n’est pas une image que l’aperçu peut afficher.
images-view-side-by-side = Côte à côte
images-view-flicker = Alternance
images-view-difference = Différence

## App: how the list is sorted (src/app/results.rs)

sort-size = Taille récupérable
sort-files = Nombre de fichiers
sort-similarity = Similarité
sort-path = Chemin

## App: the word diff (src/app/panels/diff_view.rs)

diff-previous = Modification précédente
diff-next = Modification suivante
diff-change-of = Modification { $number } sur { $count }
diff-changes =
    { $count ->
        [0] Aucune modification
        [one] { $count } modification
       *[other] { $count } modifications
    }
diff-changes-only = Modifications seulement
review-near-heading = { $count } documents semblables
review-near-same = { $percent } % de leur texte est identique
review-near-range = { $low } %–{ $high } % de leur texte est identique
review-near-chain = Toutes les paires ne se ressemblent pas assez : une chaîne de versions, chacune proche de la suivante, dont les extrémités diffèrent davantage.
review-pair-similar = { $percent } % de leur texte est identique
review-pair-similar-hover = La part des suites de trois mots présentes dans les deux versions, comptée exactement : ce que compare le réglage de similarité.
review-pair-not-compared = Pas une paire que l’analyse a comparée directement : des versions voisines
diff-show-spacing = Montrer les changements d’espacement ({ $count })
diff-show-spacing-hover = Des passages aux mêmes mots dans le même ordre, où seuls les lignes vides, les espaces ou les retours à la ligne diffèrent (un PDF à côté du texte dont il est tiré). Ils ne comptent pas comme des changements.
diff-changes-only-hover = Replier les passages inchangés ; cliquer sur un pli l’ouvre
diff-words = −{ $removed } / +{ $added } mots
diff-words-hover = Mots de gauche absents à droite / mots de droite absents à gauche
diff-truncated = (texte long : le début est comparé)
diff-rough = (textes très différents : modifications marquées approximativement)
diff-fold =
    { $count ->
        [one] … { $count } ligne inchangée …
       *[other] … { $count } lignes inchangées …
    }
diff-fold-hover = Afficher ces lignes
diff-overview = Vue d’ensemble des modifications

## App: the review of similar videos (src/app/panels/video_review.rs)

videos-heading = { $count } vidéos similaires
videos-explained = Des images prélevées plusieurs fois par seconde correspondent sur la plus grande partie de la vidéo la plus courte : le même extrait, réencodé, redimensionné ou coupé, ou un extrait d’une vidéo plus longue.
videos-frames = Images aux mêmes instants de la partie commune
videos-reading-frames = Lecture des images avec ffmpeg…
videos-cannot-show-frames = Impossible d’afficher les images : { $reason }
videos-cannot-read-frame = Impossible de lire cette image : { $reason }

## App: the review of duplicate and similar folders (src/app/panels/folder_review.rs)

folders-duplicate-heading = { $count } dossiers au contenu identique
folders-similar-heading = 2 dossiers similaires : { $percent } % de leurs contenus en commun
folders-duplicate-frees = Garder un seul dossier libère { $size }. { $groups ->
        [one] Le groupe de fichiers qu’ils contiennent fait
       *[other] Les { $groups } groupes de fichiers qu’ils contiennent font
    } partie de ce groupe.
folders-similar-explained = La plupart de leurs fichiers sont des copies les uns des autres ({ $groups ->
        [one] { $groups } groupe de fichiers
       *[other] { $groups } groupes de fichiers
    }) ; n’en mettez un à la corbeille qu’après avoir vérifié ce qui ne se trouve que dans celui-ci.
folders-comparing = Comparaison des dossiers dans leur état actuel…
folders-facts = { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    } · { $size }
folders-facts-compared = { $facts } · comparé au dossier sélectionné ci-dessous
folders-show = Afficher dans le gestionnaire de fichiers
folders-left = Gauche :
folders-right = Droite :
folders-only-left = Seulement dans le dossier de gauche
folders-only-right = Seulement dans le dossier de droite
folders-changed = Modifiés (même emplacement, autre contenu)
folders-moved = Déplacés ou renommés
folders-same = Identiques
folders-section = { $title } : { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    }, { $size }
folders-unreadable = Illisibles : { $count ->
        [one] { $count } fichier ou dossier
       *[other] { $count } fichiers ou dossiers
    }
folders-compare-text = Comparer le texte
folders-back = Retour à la comparaison des dossiers

## App: notices in the status bar (src/app/model/events.rs)

notice-saved = Résultats enregistrés dans { $path } (« Ouvrir un rapport… » les affiche à nouveau ; les marquages ne font pas partie d’un rapport).
notice-not-saved = Impossible d’enregistrer les résultats dans { $path } : { $reason }. Choisissez un autre emplacement.
notice-not-hidden = Rien n’a été masqué : { $problem }.
notice-hidden = Masqué comme n’étant pas des doublons, maintenant et lors des analyses suivantes tant que les fichiers ne changent pas (« Masqués… » dans la barre d’outils le fait revenir).
notice-ignore-list = La liste des éléments masqués : { $problem }.
notice-brought-back-scanning = Rétabli : nouvelle analyse pour l’afficher.
notice-brought-back-later = Rétabli : la prochaine analyse l’affichera.
notice-scan-failed = L’analyse n’a pas pu s’exécuter : { $error }
notice-refresh-stopped = Nouvelle analyse complète arrêtée : les groupes affichés sont ceux d’avant.
notice-resumed-finished = L’analyse interrompue lors de la dernière fermeture de Doppel est terminée.
notice-scan-cancelled = Analyse annulée : les groupes trouvés jusque-là sont affichés.
notice-restored =
    { $count ->
        [one] { $count } fichier remis dans son dossier.
       *[other] { $count } fichiers remis dans leurs dossiers.
    }
notice-restored-scan-again =
    { $count ->
        [one] { $count } fichier remis dans son dossier. Relancez l’analyse pour voir son groupe.
       *[other] { $count } fichiers remis dans leurs dossiers. Relancez l’analyse pour voir leurs groupes.
    }
notice-unshared =
    { $count ->
        [one] { $count } clone a de nouveau ses propres blocs.
       *[other] { $count } clones ont de nouveau leurs propres blocs.
    }
notice-update-failed = Impossible de mettre à jour les groupes d’après les changements dans les dossiers ({ $reason }) ; nouvelle analyse complète.
notice-open-failed = Impossible d’ouvrir { $path } : { $reason }. { $then }
notice-open-failed-unchanged = Les résultats affichés sont inchangés.
notice-open-failed-hint = Ouvrez un fichier écrit par « Enregistrer les résultats… » ou par `doppel scan --format json -o FILE`.
notice-what-report = le rapport { $path }
notice-what-results = les résultats du { $date }
notice-none-here = Aucun des fichiers de { $what } ne se trouve maintenant sur cet ordinateur (créé sur un autre, ou sur un disque non monté) : les groupes sont affichés tels quels, mais ne peuvent être ni ouverts ni nettoyés d’ici.
notice-checked-gone =
    { $count ->
        [one] { $what } vérifié sur le disque : { $count } fichier disparu ou modifié depuis, retiré des groupes. Relancez l’analyse pour trouver de nouvelles copies.
       *[other] { $what } vérifié sur le disque : { $count } fichiers disparus ou modifiés depuis, retirés des groupes. Relancez l’analyse pour trouver de nouvelles copies.
    }
notice-checked-unchanged = { $what } vérifié sur le disque : rien n’a changé depuis.
notice-interrupted = Une analyse a été interrompue { $count } fois de suite, Doppel ne l’a donc pas relancée de lui-même. Cliquez sur « Analyser » pour réessayer.

## App: notices of the model (src/app/model/mod.rs)

notice-opening = Ouverture de { $path }…
notice-saving = Enregistrement des résultats dans { $path }…
notice-wait-cache = Attendez la fin de l’analyse avant de vider le cache.
notice-nothing-to-undo = Rien à annuler.
notice-add-folder-first = Ajoutez d’abord un dossier à analyser.
notice-rule-left-alone = { $rule } : ce groupe est laissé tel quel ({ $why }).
notice-rule-applied = { $rule } : { $marked ->
        [one] { $marked } groupe marqué
       *[other] { $marked } groupes marqués
    } et { $left } laissés tels quels (« Annuler le marquage » revient en arrière).
notice-rule-needs-name = Donnez un nom à la règle pour l’enregistrer.
notice-rule-saved = Règle « { $name } » enregistrée : { $rule }.
notice-rule-not-saved = La règle n’a pas été enregistrée : { $error }.
notice-no-data-folder = Rien n’a été masqué : il n’y a pas de dossier de données pour conserver la liste ({ $why }).
notice-wait-scan-to-move = Attendez la fin de l’analyse, ou annulez-la, avant de nettoyer ou de restaurer.
notice-wait-scan-to-open = Attendez la fin de l’analyse, ou annulez-la, avant d’ouvrir un rapport.
notice-wait-moves = Attendez la fin du nettoyage ou de la restauration : des fichiers sont en cours de déplacement.
notice-nothing-to-save = Il n’y a encore aucun résultat à enregistrer : lancez une analyse ou ouvrez un rapport d’abord.

## App: pickers, opening files, the cache, watching, the session (src/app/workers.rs, session.rs)

picker-keep-folder = Garder les copies de ce dossier
picker-add-folders = Ajouter des dossiers à analyser
picker-report-filter = Rapport Doppel (JSON)
picker-save-title = Enregistrer les résultats comme rapport
picker-open-title = Ouvrir un rapport Doppel
open-desktop-failed = le bureau n’a pas pu l’ouvrir ({ $status })
open-xdg-open-failed = xdg-open n’a pas pu être lancé : { $error }
open-failed = Impossible d’ouvrir { $path } : { $problem }
app-cache-no-folder = Aucun dossier de cache utilisateur n’est connu ici.
app-cache-cleared = Cache des empreintes vidé : la prochaine analyse lira chaque fichier.
app-cache-not-cleared = Impossible de vider le cache : { $error }
watch-problem = Surveillance des dossiers : { $problem }
session-marks-unreadable = Les marquages de la dernière session n’ont pas pu être lus ({ $path } : { $reason }) : les résultats sont affichés sans eux.
session-scan-unreadable = L’analyse en cours à la dernière fermeture de Doppel n’a pas pu être lue ({ $path } : { $reason }) : relancez l’analyse pour la terminer.
session-results-unreadable = Les résultats de la dernière session n’ont pas pu être lus ({ $path } : { $reason }) : Doppel a démarré sans eux ; relancez l’analyse ou ouvrez un rapport.

## App: empty

empty-opening = Ouverture des résultats de la dernière session…
# A screen reader's name for the spinner.
empty-scanning-name = Analyse en cours
empty-scanning = Analyse en cours…
empty-resumed = Cette analyse était en cours à la dernière fermeture de Doppel ; elle a redémarré.
empty-groups-appear = Les groupes apparaîtront ici à la fin de l’analyse.
empty-could-not-start = L’analyse n’a pas pu démarrer
empty-check-folder = Vérifiez que le dossier existe et que vous pouvez le lire, puis relancez l’analyse.
empty-scan-again = Relancer l’analyse
empty-welcome = Trouver les fichiers en double et les documents similaires
empty-add-folders = Ajoutez les dossiers à examiner, ou déposez-les sur cette fenêtre.
empty-choose-folders = Choisir les dossiers à analyser…
empty-ready = Prêt pour l’analyse
empty-folders-chosen =
    { $count ->
        [one] { $count } dossier choisi
       *[other] { $count } dossiers choisis
    }. Doppel ne fait que lire vos fichiers, jusqu’à ce que vous choisissiez de faire le ménage.
empty-scan = Analyser

## App: folders

folders-heading = Dossiers
folders-unfold = Montrer les dossiers
folders-fold = Replier les dossiers
folders-none = Aucun dossier pour l’instant. Utilisez « Ajouter un dossier… » ou déposez des dossiers sur cette fenêtre.
folders-against = Comparer
folders-reference = Référence
folders-remove = Retirer
folders-remove-hover = Retirer ce dossier de la liste (rien n’est supprimé)
folders-reference-help = Un dossier de référence contient vos originaux : ses fichiers ne sont jamais marqués pour la corbeille ni mis à la corbeille, les groupes entièrement à l’intérieur ne sont pas affichés, et l’onglet « Seulement ici » liste les fichiers des autres dossiers qui n’y ont aucune copie. Prend effet à la prochaine analyse.
folders-against-help = Comparer les autres dossiers à celui-ci : seuls les groupes reliant un fichier d’ici à un fichier d’un autre dossier sont affichés, jamais des copies seulement dans les autres ou seulement dans celui-ci. Ses fichiers ne sont jamais marqués pour la corbeille ni mis à la corbeille, et l’onglet « Seulement ici » liste les fichiers des autres dossiers qui n’ont aucune copie ici. Prend effet à la prochaine analyse.

## App: toolbar

toolbar-add-folder = Ajouter un dossier…
toolbar-add-folder-hover = Choisir les dossiers à analyser
toolbar-cancel-scan = Annuler l’analyse
toolbar-scan = Analyser
toolbar-add-folder-first = Ajoutez d’abord un dossier
toolbar-open-report = Ouvrir un rapport…
toolbar-open-report-wait = Attendez la fin de l’analyse, ou annulez-la
toolbar-open-report-hover = Afficher un rapport enregistré par « Enregistrer les résultats… » ou `doppel scan --format json` (créé ici, ou sur un serveur ou un NAS)
toolbar-save-results = Enregistrer les résultats…
toolbar-save-results-hover = Écrire les groupes affichés dans un rapport JSON, comme le fait `doppel scan --format json` (pour « Ouvrir un rapport… », `doppel clean` ou vos propres scripts)
toolbar-save-results-first = Analysez, ou ouvrez un rapport, d’abord
toolbar-hidden = Masqués…
toolbar-hidden-hover = Ce que vous avez masqué comme « pas des doublons », et le faire revenir
toolbar-settings = Paramètres
toolbar-help = Aide
toolbar-help-hover = Raccourcis clavier (F1)

## App: hidden

hidden-title = Masqués comme « pas des doublons »
hidden-nothing = Rien n’est masqué.
hidden-nothing-how = « Pas des doublons », dans l’examen d’un groupe, masque un groupe (ou un de ses fichiers) maintenant et lors des analyses suivantes, tant que ses fichiers restent les mêmes.
hidden-stays-hidden = Chaque élément reste masqué tant que ses fichiers gardent leur contenu, où qu’ils soient déplacés ou renommés ; un fichier modifié réapparaît de lui-même.
hidden-when = masqué le { $date }
hidden-bring-back = Faire revenir
hidden-bring-back-hover = L’afficher de nouveau à partir de la prochaine analyse (une démarre maintenant)
hidden-taken-out = retiré de son groupe, avec :
hidden-more = et { $count } de plus
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count } copies exactes
hidden-group-documents = { $count } documents similaires
hidden-group-images = { $count } images similaires
hidden-group-videos = { $count } vidéos similaires
hidden-group-folders = { $count } dossiers en double ou similaires
# One file hidden, out of a group of this kind.
hidden-member-exact = Un fichier de copies exactes
hidden-member-documents = Un fichier de documents similaires
hidden-member-images = Un fichier d’images similaires
hidden-member-videos = Un fichier de vidéos similaires
hidden-member-folders = Un fichier de dossiers en double ou similaires

## App: status

status-from-report = Depuis le rapport { $name }
status-watching =
    Surveillance des changements dans { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    Surveillance des changements dans { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }, mis à jour le { $date } à partir de { $changes ->
        [one] { $changes } changement
       *[other] { $changes } changements
    } en { $took }
status-watching-rescanned =
    Surveillance des changements dans { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }, mis à jour le { $date } en tout analysant de nouveau ({ $took })
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds } s
status-minutes = { $minutes } min { $seconds } s
status-earlier = +{ $count } plus anciennes
status-earlier-hover = Afficher toutes les notifications de cette session
# A screen reader's name for the spinner.
status-updating-name = Mise à jour des groupes
status-updating =
    Mise à jour des groupes à partir de { $changes ->
        [one] { $changes } changement
       *[other] { $changes } changements
    }…
status-updating-phase =
    Mise à jour des groupes à partir de { $changes ->
        [one] { $changes } changement
       *[other] { $changes } changements
    }… ({ $phase } : { $done } fichiers sur { $total })
# A screen reader's name for the spinner.
status-checking-name = Vérification des résultats sur le disque
status-checking-report = Affichage du rapport { $name } ; vérification de ses fichiers sur le disque…
status-checking-report-count = Affichage du rapport { $name } ; vérification de ses fichiers sur le disque… ({ $done } sur { $total })
status-checking-results = Affichage des résultats du { $date } ; vérification sur le disque…
status-checking-results-count = Affichage des résultats du { $date } ; vérification sur le disque… ({ $done } sur { $total })
status-resuming = Reprise de l’analyse interrompue…
status-resuming-for = Reprise de l’analyse interrompue… (analyse depuis { $elapsed })
status-starting = Démarrage de l’analyse…
status-scanning-for = Analyse depuis { $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase } : { $detail }
status-progress-folders = { $folders } dossiers
status-progress-found = { $files } fichiers, { $size } trouvés
status-progress-reading = { $done } fichiers sur { $total }, { $size_done } sur { $size_total } ({ $speed }/s)
status-progress-reading-left = { $done } fichiers sur { $total }, { $size_done } sur { $size_total } ({ $speed }/s), il reste environ { $left }
status-cancel = Annuler
status-cancel-hover = Arrêter et garder les groupes trouvés jusqu’ici
status-scan-first = Analysez des dossiers pour trouver les doublons.
status-clean-up = Faire le ménage
status-clean-up-files =
    Faire le ménage : { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } à la corbeille ({ $size })
status-clean-up-folders =
    Faire le ménage : { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } à la corbeille ({ $size })
status-clean-up-both =
    Faire le ménage : { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } et { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } à la corbeille ({ $size })
status-clean-up-hover = Mettre les fichiers et dossiers marqués « Corbeille » dans la corbeille du système
status-clean-up-counting = Nettoyer : décompte…
status-clean-up-none = Marquez d’abord des fichiers « Corbeille » (touche Suppr, ou une règle)
status-clean-up-left-alone =
    Nettoyer : { $count ->
        [one] 1 marqué, laissé en place
       *[other] { $count } marqués, laissés en place
    }
status-clean-up-left-alone-hover = Rien de ce qui est marqué Corbeille ne peut partir maintenant : ouvrez pour voir pourquoi chacun reste
status-clean-up-some-left-alone =
    { $count ->
        [one] Un autre marqué Corbeille sera laissé en place
       *[other] { $count } autres marqués Corbeille seront laissés en place
    } : la fenêtre dit pourquoi
status-undo = Annuler le dernier ménage
status-undo-hover =
    Remettre { $files ->
        [one] le fichier
       *[other] les { $files } fichiers
    } que le ménage du { $date } a mis à la corbeille
status-cleanups = Ménages…
status-cleanups-hover = Chaque ménage enregistré ; chacun peut être restauré

## App: windows

windows-notices = Notifications
windows-no-notices = Rien à signaler pour l’instant.
windows-cleanups = Ménages
windows-started = Commencé
windows-what-it-did = Ce qu’il a fait
windows-files = Fichiers
windows-in-trash = Dans la corbeille
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started } (interrompu)
windows-undone = { $started } (annulé le { $undone })
windows-cleanup-id = Ménage { $id }
windows-restore = Restaurer
windows-nothing-left = plus rien
windows-unshare = Séparer les clones
windows-unshare-hover =
    { $clones ->
        [one] Redonner à { $clones } clone ses propres blocs, comme avant le ménage : l’espace libéré par les clones est de nouveau occupé.
       *[other] Redonner à { $clones } clones leurs propres blocs, comme avant le ménage : l’espace libéré par les clones est de nouveau occupé.
    }
windows-shortcuts = Raccourcis clavier
windows-shortcuts-trash = Les fichiers marqués « Corbeille » ne vont dans la corbeille du système que lorsque vous cliquez sur « Faire le ménage ».
windows-skipped = Ignorés ({ $count })
windows-skipped-intro = Ces fichiers et dossiers n’ont pas été comparés, par raison, problèmes d’abord :
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason } ({ $count })
# A file skipped and why, in the engine's words.
windows-path-reason = { $path } : { $reason }

## App: keep_rules

rules-chooser-all = Marquer chaque groupe de l’onglet selon une règle de conservation
rules-chooser-one = Marquer le groupe sélectionné selon une règle de conservation
rules-chooser-keys = Haut et Bas choisissent, Entrée marque, Échap ferme.
rules-cancel = Annuler
rules-decides =
    Sur { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } dans cet onglet, la règle en tranche { $decided }.
rules-fallbacks =
    { $groups ->
        [one] { $groups } groupe est décidé
       *[other] { $groups } groupes sont décidés
    } au-delà des critères (une règle stricte { $groups ->
        [one] le laisserait
       *[other] les laisserait
    } de côté) :
rules-left-alone =
    Elle laisse { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } de côté, leurs marques telles quelles :
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } : { $why }
rules-mark-nothing = Elle ne marquerait rien pour la corbeille.
rules-mark-files =
    Elle marquerait { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } pour la corbeille, libérant { $size } une fois la corbeille vidée.
rules-mark-folders =
    Elle marquerait { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } pour la corbeille, libérant { $size } une fois la corbeille vidée.
rules-mark-both =
    Elle marquerait { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } et { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    } pour la corbeille, libérant { $size } une fois la corbeille vidée.
rules-for-example = Par exemple
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = Garder     { $path }
rules-example-trash = Corbeille  { $path }
rules-example-more = Corbeille  et { $count } de plus
rules-nothing-moved = Rien n’est déplacé maintenant : marquer décide seulement de ce qu’un ménage mettrait à la corbeille.
rules-apply = Appliquer
rules-heading = Règles de conservation
rules-intro = Critères dans l’ordre, chacun départageant les égalités du précédent ; les règles enregistrées sont proposées là où l’on marque les groupes.
rules-saved-name = { $name } :
rules-delete = Supprimer
rules-name = Nom
rules-name-hint = Photos d’abord
rules-rule = Règle
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = Critères : { $criteria }.
# A rule read back as words.
rules-read-back = { $rule }.
rules-save = Enregistrer la règle

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = Ajouter un dossier en tapant son chemin
keyboard-scan = Analyser les dossiers
keyboard-next-tab = Onglet suivant
keyboard-previous-tab = Onglet précédent
keyboard-next-group = Groupe suivant
keyboard-previous-group = Groupe précédent
keyboard-first-group = Premier groupe
keyboard-last-group = Dernier groupe
keyboard-page-down = Une page de groupes plus bas
keyboard-page-up = Une page de groupes plus haut
keyboard-next-file = Fichier suivant du groupe
keyboard-previous-file = Fichier précédent du groupe
keyboard-next-change = Modification suivante dans les textes comparés
keyboard-previous-change = Modification précédente dans les textes comparés
keyboard-mark-keep = Marquer le fichier sélectionné « Garder » ; dans une boîte de dialogue, appuyer sur son bouton principal
keyboard-mark-trash = Marquer le fichier sélectionné « Corbeille »
keyboard-rule-group = Marquer le groupe sélectionné selon une règle de conservation
keyboard-rule-tab = Marquer chaque groupe de l’onglet selon une règle de conservation
keyboard-undo-mark = Annuler la dernière marque
keyboard-clean-up = Faire le ménage : mettre à la corbeille ce qui est marqué « Corbeille » (demande d’abord)
keyboard-undo-cleanup = Annuler le dernier ménage
keyboard-search = Rechercher dans les chemins
keyboard-open-report = Ouvrir un rapport
keyboard-save-results = Enregistrer les résultats dans un rapport
keyboard-zoom-in = Tout agrandir
keyboard-zoom-out = Tout réduire
keyboard-zoom-reset = Taille normale
keyboard-focus = Déplacer le focus clavier ; Espace ou Entrée appuie sur ce qui l’a
keyboard-help = Afficher ou masquer ces raccourcis
keyboard-close = Fermer l’aide, une boîte de dialogue ou une fenêtre

## App: settings_window

settings-title = Paramètres
settings-scan-next = Les paramètres d’analyse prennent effet à la prochaine analyse.
settings-scan-again = Les résultats affichés ont été trouvés avec d’autres paramètres d’analyse : relancez l’analyse pour appliquer ceux-ci (F5).
settings-cache = Cache des empreintes
settings-cache-measuring = mesure en cours…
settings-cache-size = Mémorise les fichiers inchangés d’une analyse à l’autre : { $size }
settings-cache-clear = Vider
settings-appearance = Apparence
settings-high-contrast = Contraste élevé
settings-high-contrast-hover = Texte blanc sur noir (ou noir sur blanc), chaque contrôle entouré
settings-size = Taille
settings-size-hover = En plus de l’échelle du bureau : Ctrl + / Ctrl − / Ctrl 0
settings-smaller = Plus petit (Ctrl −)
settings-larger = Plus grand (Ctrl +)
settings-normal-size = Taille normale
settings-documents = Documents similaires
settings-similarity = similarité minimale
settings-percent = { $percent } %
settings-similarity-help = La part de leur formulation que deux documents doivent partager pour être groupés.
settings-drop-numbers = Ignorer les nombres
settings-stop-words = Ignorer les mots courants (« the », « of », « und »…)
settings-stop-words-hover = Les mots vides de la langue détectée de chaque document
settings-stem = Comparer les racines des mots (« courir » = « court »)
settings-stem-hover = Dans la langue détectée de chaque document
settings-images = Images similaires
settings-images-hover = La même photo redimensionnée, recompressée, un peu recadrée, tournée, retournée ou retouchée, listée dans l’onglet « Images similaires »
settings-how-alike = ressemblance
settings-how-alike-help = Combien des 64 bits des empreintes perceptuelles de deux images peuvent différer. Les niveaux plus lâches groupent aussi des photos différentes d’une même scène.
# A step of "how alike" with its distance.
settings-likeness-very-similar = Très similaires (jusqu’à { $distance } bits sur 64)
settings-likeness-similar = Similaires (jusqu’à { $distance } bits sur 64)
settings-likeness-alike = Ressemblantes (jusqu’à { $distance } bits sur 64)
settings-likeness-loosely-similar = Vaguement similaires (jusqu’à { $distance } bits sur 64)
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = Trouver les images similaires ({ $formats })
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format } (nécessite { $needs })
settings-formats-off = Désactivé sur cette machine : { $formats }
settings-videos = Vidéos et musique similaires
settings-find-videos = Trouver les vidéos similaires (nécessite ffmpeg)
settings-find-videos-hover = Le même clip réencodé, redimensionné, un peu recadré ou raccourci, et un clip à l’intérieur d’une vidéo plus longue, listés dans l’onglet « Vidéos similaires ». Chaque vidéo est décodée : une première analyse de nombreuses vidéos prend donc du temps.
settings-no-ffmpeg = { $tool } n’a pas pu être lancé ({ $why }) : installez ffmpeg (sudo apt-get install ffmpeg) ; d’ici là, une analyse cherche tout le reste et le signale.
settings-folders = Dossiers
settings-find-folders = Trouver les dossiers en double et similaires
settings-find-folders-hover = Les dossiers dont tout le contenu est copie l’un de l’autre, ou qui partagent une grande partie de leurs fichiers, listés dans l’onglet « Dossiers »
settings-same-names = Les dossiers en double doivent aussi avoir les mêmes noms de fichiers
settings-folders-share = part commune des dossiers similaires
settings-off = désactivé
settings-folders-share-hover = La plus petite part de leurs fichiers que deux dossiers doivent avoir en commun pour être listés comme similaires (désactivé : dossiers en double seulement)
settings-files = Fichiers
settings-min-size = Ignorer les fichiers de moins de
settings-bytes =
    { $bytes ->
        [one] { $bytes } octet
       *[other] { $bytes } octets
    }
settings-hidden = Inclure les fichiers et dossiers cachés
settings-follow-links = Suivre les liens symboliques
settings-follow-links-hover = Les boucles sont repérées et listées comme ignorées
settings-one-file-system = Rester sur le disque de chaque dossier (ne pas entrer dans d’autres montages)
settings-include-trash = Inclure les fichiers des dossiers de corbeille
settings-include-trash-hover = Les fichiers de la corbeille (la vôtre, celle d’un autre utilisateur, le .Trash-1000 d’une clé USB, le $RECYCLE.BIN de Windows…) sont laissés de côté sauf si cette option est activée. Activée, ils apparaissent dans les groupes, mais une règle de conservation n’en garde jamais un, et une copie dans la corbeille ne compte jamais comme la copie gardée.
settings-rescan = Tout analyser de nouveau toutes les
settings-minutes = { $minutes } min
settings-rescan-hover = Les changements dans les dossiers surveillés mettent à jour les groupes au fur et à mesure, sans analyse. Une analyse complète de temps en temps rattrape ce qui n’a pas été signalé : les dossiers réseau ne signalent rien, et un flot de changements peut dépasser ce que le système transmet (0 = jamais).
settings-excludes = Ignorer les noms ou chemins correspondant à (un motif par ligne, p. ex. *.tmp) :
settings-cjk-font = Caractères chinois, japonais et coréens : dessinés avec { $font }
settings-cjk-font-partial = Les caractères chinois sont dessinés avec { $font }, à qui manquent certains caractères du chinois simplifié : ceux-là s’affichent comme des carrés. Une police qui les a tous : sudo apt-get install { $package }
settings-no-cjk-font = Aucune police pour le chinois n’est installée : ses caractères s’affichent comme des carrés. Installez-en une avec : sudo apt-get install { $package }

## Shared: how a compared image was turned (src/i18n/words.rs)

images-turned-to-match = ({ $turn } pour correspondre)
turn-quarter-clockwise = tournée d’un quart de tour dans le sens horaire
turn-upside-down = retournée tête en bas
turn-quarter-anticlockwise = tournée d’un quart de tour dans le sens antihoraire
turn-mirrored = en miroir
turn-quarter-clockwise-mirrored = tournée d’un quart de tour dans le sens horaire et en miroir
turn-upside-down-mirrored = retournée tête en bas et en miroir
turn-quarter-anticlockwise-mirrored = tournée d’un quart de tour dans le sens antihoraire et en miroir

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }
dialogs-folders =
    { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
dialogs-files-and-folders =
    { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } et { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = Remise en place des fichiers
dialogs-putting-back = Remise en place des fichiers…
dialogs-restored =
    { $files ->
        [one] { $files } fichier remis à sa place.
       *[other] { $files } fichiers remis à leur place.
    }
dialogs-unshared =
    { $clones ->
        [one] { $clones } clone a de nouveau ses propres blocs.
       *[other] { $clones } clones ont de nouveau leurs propres blocs.
    }
# Items a restore put back as they are now, changed since they were trashed.
dialogs-came-back-changed = Revenus modifiés
dialogs-nothing-to-do = Rien à faire
dialogs-still-in-trash = Toujours dans la corbeille
dialogs-still-shared = Toujours partagés avec la copie gardée
dialogs-close = Fermer
# $reason says why, in the engine's words.
dialogs-nothing-moved = Rien n’a été déplacé : { $reason }.
dialogs-clean-up = Faire le ménage ?
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = Faire le ménage de { $what } ?
dialogs-stopped = Ménage arrêté
dialogs-finished = Ménage terminé
dialogs-add-folder = Ajouter un dossier
dialogs-undo-finished = Annulation terminée
dialogs-type-path = Tapez le chemin d’un dossier à analyser (~ est votre dossier personnel) :
dialogs-folder-path = Chemin du dossier
dialogs-add = Ajouter
dialogs-file-manager = Choisir avec le gestionnaire de fichiers…
dialogs-cancel = Annuler
chooser-no-system = Ce système n’a pas de sélecteur de fichiers à ouvrir (il faut xdg-desktop-portal avec un sélecteur de fichiers, ou zenity) : Doppel montre donc le sien.
chooser-checking = Vérification du chemin…
chooser-type-report = Saisissez le chemin d’un rapport à ouvrir, ou choisissez-le ci-dessous (~ est votre dossier personnel) :
chooser-type-save = Saisissez le chemin du fichier où enregistrer les résultats (~ est votre dossier personnel) :
chooser-title-keep-folder = Garder la copie dans un dossier
chooser-title-open-report = Ouvrir un rapport
chooser-title-save-results = Enregistrer les résultats
chooser-use-folder = Utiliser ce dossier
chooser-open = Ouvrir
chooser-save = Enregistrer
chooser-replace = Remplacer
chooser-up = Le dossier parent
chooser-reading = Lecture du dossier…
chooser-cannot-read = Ce dossier ne peut pas être lu : { $problem }
chooser-nothing-here = Rien à choisir ici.
chooser-problem-empty = Saisissez d’abord un chemin.
chooser-problem-not-there = Il n’y a rien là : vérifiez le chemin.
chooser-problem-not-a-folder = C’est un fichier, pas un dossier.
chooser-problem-not-a-file = C’est un dossier, pas un fichier.
chooser-problem-no-folder = Le dossier où enregistrer n’existe pas.
chooser-problem-exists = Un fichier de ce nom existe déjà : Remplacer l’écrase, ou saisissez un autre nom.
notice-folder-added = { $path } ajouté.
notice-folder-not-added = { $path } non ajouté : { $why }
notice-folder-left-out = { $path } laissé de côté : { $why }. Les autres dossiers ont été analysés.
dialogs-progress = { $done } sur { $total }
dialogs-journal = Chaque fichier est inscrit au journal avant d’être déplacé : quoi qu’il arrive, ce ménage peut être annulé.
dialogs-stop = Arrêter
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title } ({ $count }) :
dialogs-trash-title = Mettre à la corbeille
dialogs-trash-does = Chaque copie va dans la corbeille du système. Vous pourrez l’annuler ensuite, ou restaurer depuis la corbeille vous-même.
dialogs-trash-confirm = Mettre { $what } à la corbeille
dialogs-trash-progress = Mise à la corbeille des fichiers…
dialogs-links-title = Remplacer par des liens physiques
dialogs-links-does = Le nom de chaque copie désigne alors le fichier de la copie gardée, et chaque chemin continue de fonctionner. L’original attend dans la corbeille jusqu’à ce qu’elle soit vidée ; « Annuler » le remet en place.
dialogs-links-risk = Les noms liés partagent alors un seul fichier : une modification par un nom les change tous.
dialogs-links-confirm = Remplacer { $what } par des liens physiques
dialogs-links-progress = Remplacement des fichiers par des liens physiques…
dialogs-clones-title = Remplacer par des clones
dialogs-clones-does = Chaque copie garde son nom, son propriétaire, ses droits et ses dates ; seuls ses blocs deviennent partagés avec la copie gardée, et l’espace revient aussitôt. Rien ne va à la corbeille, et une modification par un nom ne change que ce fichier.
dialogs-clones-confirm = Remplacer { $what } par des clones
dialogs-clones-progress = Transformation des copies en clones des copies gardées…
dialogs-nothing-trashable = Rien ne peut aller à la corbeille : chaque groupe marqué perdrait sa dernière copie.
dialogs-marked =
    { $count ->
        [one] { $what } marqué « Corbeille », { $size } de contenu (ce que chaque façon libère compte les blocs occupés sur le disque). Choisissez ce qu’il devient :
       *[other] { $what } marqués « Corbeille », { $size } de contenu (ce que chaque façon libère compte les blocs occupés sur le disque). Choisissez ce qu’ils deviennent :
    }
dialogs-companions =
    Mis à la corbeille, ils emportent { $companions ->
        [one] { $companions } fichier compagnon
       *[other] { $companions } fichiers compagnons
    } ({ $size } : leurs RAW, vidéos Live Photo et fichiers annexes, une photo avec eux). Les liens physiques et les clones remplacent les doublons seuls et laissent ceux-ci en place.
dialogs-estimating = Examen des fichiers ({ $done } sur { $total }) pour dire ce que chaque façon libère…
dialogs-left-alone-anyway = Laissés de côté quelle que soit la façon
dialogs-allow-owner-change = Aussi là où le propriétaire, les droits, les attributs étendus ou les ACL diffèrent (le nom montre alors ceux de la copie gardée)
dialogs-frees-now = libère { $size } maintenant
dialogs-frees-at-most-now = libère au plus { $size } maintenant
dialogs-frees-emptied = libère { $size } une fois la corbeille vidée
dialogs-frees-at-most-emptied = libère au plus { $size } une fois la corbeille vidée
dialogs-leaves-everything = Impossible ici : chaque fichier serait laissé de côté (pourquoi, ci-dessous).
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = Impossible ici : { $reasons }.
dialogs-other-names =
    { $files ->
        [one] { $files } fichier a d’autres noms ailleurs, qui gardent son espace.
       *[other] { $files } fichiers ont d’autres noms ailleurs, qui gardent leur espace.
    }
dialogs-already-shared = { $size } de leurs blocs sont déjà partagés (avec un instantané ou un clone), et le restent.
dialogs-sharing-unknown = Là où le système de fichiers ne peut pas dire quels blocs sont partagés, tous sont comptés.
dialogs-unmeasured =
    { $files ->
        [one] { $files } fichier dans les dossiers n’a pas pu être examiné, et n’est pas compté.
       *[other] { $files } fichiers dans les dossiers n’ont pas pu être examinés, et ne sont pas comptés.
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $size } sur { $fs } ({ $example })
dialogs-leaves-alone = Laisse { $what } de côté
dialogs-cannot-share = { $fs } ne peut pas partager de blocs
dialogs-no-hard-links = { $fs } n’a pas de liens physiques (un fichier ne peut pas y avoir de second nom)
dialogs-which = Lesquels
dialogs-moved = { $what } ({ $size }) mis à la corbeille.
dialogs-linked = { $what } remplacés par des liens physiques vers les copies gardées : chaque chemin ouvre toujours les mêmes octets. Les originaux sont dans la corbeille.
dialogs-cloned = { $what } transformés en clones des copies gardées : chacun garde son nom et ses octets, et partage désormais ses blocs avec la copie gardée. Rien n’est allé à la corbeille.
dialogs-comes-back = { $size } reviennent une fois la corbeille vidée.
dialogs-comes-back-held = { $size } reviennent une fois la corbeille vidée ({ $held } restent occupés : des fichiers aux autres noms les gardent).
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path } : { $reason }
dialogs-stopped-early = Arrêté avant la fin : { $why }.
dialogs-left-in-place = Laissés en place
dialogs-undo = Annuler
dialogs-unshare = Séparer les clones
dialogs-unshare-hover = Redonner aux clones leurs propres blocs, comme avant le ménage : l’espace qu’ils avaient libéré est de nouveau occupé.

## App: small words (src/app/mod.rs, settings.rs, model/notices.rs, model/mod.rs)

dialog-cleanup-not-started = Le nettoyage n’a pas pu commencer
dialog-nothing-restored = Rien n’a été restauré
ago-now = à l’instant
ago-seconds = il y a { $count } s
ago-minutes = il y a { $count } min
ago-hours = il y a { $count } h
count-files =
    { $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    }
count-folders =
    { $count ->
        [one] { $count } dossier
       *[other] { $count } dossiers
    }
count-files-and-folders = { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } et { $folders ->
        [one] { $folders } dossier
       *[other] { $folders } dossiers
    }
theme-light = Clair
theme-dark = Sombre
theme-system = Comme le système

## Shared: why a keep rule does not read (src/i18n/words.rs)

rule-error-empty = la règle est vide : indiquez au moins un critère
rule-error-unknown = « { $word } » n’est pas un critère (connus : { $known })
rule-error-unknown-similar = « { $word } » n’est pas un critère ; vouliez-vous dire « { $suggested } » ? (connus : { $known })
rule-error-missing = « { $word } » demande une valeur après les deux-points
rule-error-relative = « { $place } » n’est pas un emplacement absolu : commencez-le par / ou ~
rule-error-glob = « { $pattern } » n’est pas un motif valide : { $problem }
rule-error-no-home = « ~ » demande un dossier personnel, et HOME n’est pas défini

## Musique similaire (music/ dans le moteur, l’onglet Musique similaire, `doppel scan --music`).

phase-music = lecture de la musique
music-same = { $a } et { $b } sont le même enregistrement ({ $length } en commun, score { $score } %)
music-part-of = { $a } est { $b } à partir de { $b_start } pendant { $length } (score { $score } %)
tag-title = Titre
tag-artist = Artiste
tag-album = Album
tag-track = Piste
tag-year = Année
tag-track-number = piste { $number }
skip-music-unreadable = lecture de l’audio impossible : { $why }
skip-music-timed-out = la lecture de l’audio a pris plus de { $seconds } s
skip-music-no-sound = ne contient aucun son à comparer (du silence seulement, ou moins d’environ 3 secondes de son)
skip-music-not-a-container = pas un fichier de musique mais le format « { $format } » de ffmpeg (une liste de lecture ou un script qui nomme d’autres fichiers n’est jamais lu)
skip-heading-music-unreadable = musique illisible
skip-heading-music-not-a-container = pas un fichier de musique (une liste de lecture ou un script)
notice-music-off = la musique similaire n’a pas été cherchée : { $tool } n’a pas pu être lancé ({ $why }) ; installez ffmpeg (sudo apt-get install ffmpeg) pour la trouver
report-music-group = Groupe { $number } : { $files } fichiers d’un même enregistrement
report-summary-music =
    { $groups ->
        [one] { $groups } groupe
       *[other] { $groups } groupes
    } de musique similaire.
clean-groups-music =
    { $count ->
        [one] { $count } groupe de musique similaire
       *[other] { $count } groupes de musique similaire
    }
arg-music =
    Trouver la musique similaire (MP3, AAC/M4A, FLAC, Ogg Vorbis, Opus, WAV, AIFF, WMA…) par
    son son : le même enregistrement réencodé, mixé en mono, rendu moins fort, coupé de
    quelques secondes ou complété de silence, et un extrait d’un enregistrement plus long
    (avec où, combien de temps, et un score). Les étiquettes sont affichées, jamais une
    raison de grouper. Activé par défaut ; nécessite ffmpeg dans le PATH
arg-no-music = Ne pas chercher la musique similaire (sinon chaque fichier de musique est décodé)
arg-clean-music =
    Nettoyer aussi les groupes de musique similaire selon cette règle (comme --keep ; pour la
    musique aussi highest-bitrate, lossless, format:flac ; désactivé sauf demande). Un
    fichier ne part que tant que la copie gardée est toujours là, inchangée depuis
    l’analyse, et contient tout son son
criterion-highest-bitrate = celle au débit le plus élevé
criterion-lossless = un fichier sans perte
tab-music = Musique similaire
results-none-music = Aucune musique similaire trouvée
results-row-music = { $count } fichiers d’un même enregistrement, { $figure } en tout
hidden-group-music = { $count } fichiers d’un même enregistrement
hidden-member-music = Un fichier de musique similaire
music-heading = { $count } fichiers d’un même enregistrement
music-explained = Leur son correspond, d’après son empreinte, sur toute la longueur du plus court : le même enregistrement réencodé, moins fort, coupé ou complété de silence, ou un extrait d’un plus long. Les étiquettes ne les ont jamais groupés.
music-side-by-side = Le premier fichier et celui sélectionné, côte à côte
music-play = ▶ Écouter
music-play-hover = L’écouter dans le lecteur de musique du bureau
music-differs = ≠ { $label }
music-differs-hover = Les deux fichiers diffèrent ici
music-length = Durée
music-codec = Codec
music-bitrate = Débit
music-sound = Son
music-lossless = { $codec } (sans perte)
music-channels =
    { $count ->
        [one] { $count } canal
       *[other] { $count } canaux
    }
music-shared-part = Où se trouve dans chacun le son qu’ils partagent
music-shared-in = { $name } : de { $start } à { $end } sur { $length }
music-joined-through-another = Ces deux-là ont été reliés par un autre fichier du groupe : sélectionnez-le pour voir ce que chacun partage.
settings-find-music = Trouver la musique similaire (nécessite ffmpeg)
settings-find-music-hover = Le même enregistrement réencodé, mixé en mono, moins fort, coupé ou complété de silence, et un extrait d’un plus long, trouvés par leur son et listés dans l’onglet « Musique similaire ». Chaque fichier de musique est décodé, donc la première analyse d’une grande collection prend du temps.
music-score = score { $score } %
music-score-hover = À quel point leur son commun est proche : 100 % pour les mêmes échantillons, environ 0 % pour un son sans rapport ; un réencodage à bas débit obtient de 80 à 95 %.
