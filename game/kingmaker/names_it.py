"""Crown cards' and areas' names in Italian: a title, an office, a bishop, a ship or a band
of mercenaries is translated as an Italian edition words it ("Conte di Kent", "Nave di
Bristol", "Cancelliere d'Inghilterra"); family names and English places stay (the seed
keeps them: «Calais», «WRIT»). Reconstructed: the Italian box's own wording is not in the
references, so these follow the usual Italian renderings of the English titles."""

from __future__ import annotations

from game.kingmaker import data as D

# whole names (the offices, the mercenaries and the special cards)
_WHOLE: dict[str, str] = {
    "Admiral of England": "Ammiraglio d'Inghilterra",
    "Chancellor of England": "Cancelliere d'Inghilterra",
    "Marshal of England": "Maresciallo d'Inghilterra",
    "Treasurer of England": "Tesoriere d'Inghilterra",
    "Steward of the Royal Household": "Siniscalco della Casa Reale",
    "Constable of Dover Castle": "Connestabile del castello di Dover",
    "Constable of the Tower": "Connestabile della Torre",
    "Chancellor of the Duchy of Cornwall": "Cancelliere del Ducato di Cornovaglia",
    "Chancellor of the Duchy of Lancaster": "Cancelliere del Ducato di Lancaster",
    "Chamberlain of Chester": "Ciambellano di Chester",
    "Warden of the Northern Marches": "Guardiano delle Marche del Nord",
    "Warden of the Cinque Ports": "Guardiano dei Cinque Porti",
    "Lieutenant of Ireland": "Luogotenente d'Irlanda",
    "Captain of Calais": "Capitano di Calais",
    "Burgundian Crossbowmen": "Balestrieri borgognoni",
    "Flemish Crossbowmen": "Balestrieri fiamminghi",
    "Saxon Foot Soldiers": "Fanti sassoni",
    "Scots Archers": "Arcieri scozzesi",
    "French Foot Soldiers": "Fanti francesi",
    "Scottish Foot Soldiers": "Fanti scozzesi",
    "Irish Kerns": "Kern irlandesi",
    "King's Pardon": "Grazia del Re",
    "The King's Ship (Admiral of England)": "La Nave del Re (Ammiraglio d'Inghilterra)",
}
# the beginning of a name and its Italian form
_HEADS = (("Archbishop of ", "Arcivescovo di "), ("Bishop of ", "Vescovo di "),
          ("Ship of ", "Nave di "), ("Earl of ", "Conte di "), ("Duke of ", "Duca di "))

# the areas whose map name holds English words
AREA_IT: dict[str, str] = {
    "Calais (the Pale of Calais)": "Calais (territorio di Calais)",
    "Ireland (the Pale of Dublin)": "Irlanda (territorio di Dublino)",
    "Isle of Man": "Isola di Man",
    "Isle of Wight": "Isola di Wight",
    "Eden valley (Penrith)": "Valle dell'Eden (Penrith)",
    "Arwystli (mid Wales)": "Arwystli (Galles centrale)",
    "York & the Vale": "York e la valle",
    "Selby & the Ouse": "Selby e l'Ouse",
    "Whitby & the Moors": "Whitby e le brughiere",
    "Scarborough & the Wolds": "Scarborough e i Wolds",
    "Ely & the Fens": "Ely e le Fens",
    "Rochester & the Weald": "Rochester e il Weald",
    "Brecon & Glamorgan hills": "Brecon e colline di Glamorgan",
    "Bamburgh coast": "Costa di Bamburgh",
    "Lincolnshire Marsh": "Paludi del Lincolnshire",
}


def italian(name: str) -> str:
    """A card's English name in Italian ("Neville (Earl of Warwick)" -> "Neville (Conte
    di Warwick)"); a family name or a town stays as it is."""
    if name in _WHOLE:
        return _WHOLE[name]
    if name.endswith(")") and " (" in name:  # a family and its title
        family, title = name[:-1].split(" (", 1)
        return f"{family} ({italian(title)})"
    for en, it in _HEADS:
        if name.startswith(en):
            return it + name[len(en):]
    return name


CARD_NAME_IT: tuple[str, ...] = tuple(italian(n) for n in D.CARD_NAME)
AREA_NAME_IT: tuple[str, ...] = tuple(AREA_IT.get(n, n) for n in D.AREA_NAME)
